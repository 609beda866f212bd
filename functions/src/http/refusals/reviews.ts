import { toolReviewMessages } from "@hometools/contract";
import type { ReviewRefusal } from "../../domain/reviews/refusals";
import { AppError } from "../../errors";
import type { Wording } from "./wording";

export const reviewWording: Wording<ReviewRefusal> = {
  "too-many-reviews": ({ max, hours }) =>
    new AppError("too-many-reviews", `You can post ${max} reviews in ${hours} hours; please try again later`, 429),
  "reviews-crowded": () => new AppError("contention", "Too many reviews at once; please try again", 503),
  "already-reviewed": () => new AppError("already-reviewed", toolReviewMessages.alreadyReviewed, 409),
  "not-a-buyer": () => new AppError("forbidden", toolReviewMessages.notABuyer, 403),
};
