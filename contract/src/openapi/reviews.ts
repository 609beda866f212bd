import { z } from "../zod";
import { createReviewInput, review } from "../reviews/reviews";
import { createToolReviewInput, toolReview } from "../reviews/tool-reviews";
import { pathId, type ApiRoute } from "./route";

/** Reviews (docs/api.md, "Catalogue and reviews"): a tool's reviews by its buyers, and the shop's reviews. */
export const reviewRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/products/{id}/reviews",
    operationId: "listToolReviews",
    access: "anyone",
    summary: "One tool's reviews, newest first (each by a shopper who paid for it)",
    paged: true,
    success: { status: 200, schema: z.array(toolReview) },
    errors: pathId,
  },
  {
    method: "post",
    path: "/products/{id}/reviews",
    operationId: "reviewTool",
    access: "signed-in",
    summary: "Review a tool you have paid for (once per tool)",
    body: createToolReviewInput,
    success: { status: 201, schema: toolReview },
    errors: [...pathId, { status: 409, codes: ["already-reviewed"] }],
  },
  {
    method: "get",
    path: "/reviews",
    operationId: "listReviews",
    access: "anyone",
    summary: "Reviews, newest first",
    paged: true,
    success: { status: 200, schema: z.array(review) },
    errors: [],
  },
  {
    method: "put",
    path: "/reviews",
    operationId: "createReview",
    access: "signed-in",
    summary: "Post a review (at most 3 per account in 24 hours)",
    body: createReviewInput,
    success: { status: 201, schema: review },
    errors: [{ status: 429, codes: ["too-many-reviews"] }],
  },
];
