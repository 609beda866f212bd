import { createReviewInput, reviewListQuery } from "@hometools/contract";
import { Router } from "express";
import { addReview } from "../../services/reviews/add-review";
import { listReviews } from "../../services/reviews/list-reviews";
import { callerOf, requireAuth } from "../middleware/require-auth";
import { cachePublicly, listQuery, sendPage } from "../paging";
import { parse } from "../validate";

export const reviewsRouter = Router();

reviewsRouter.get("/reviews", async (req, res) => {
  const page = await listReviews(listQuery(reviewListQuery, req));
  cachePublicly(res);
  sendPage(req, res, page);
});

reviewsRouter.put("/reviews", requireAuth, async (req, res) => {
  res.status(201).json(await addReview(callerOf(req), parse(createReviewInput, req.body)));
});
