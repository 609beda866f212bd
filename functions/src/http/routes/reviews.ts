import { createReviewInput } from "@hometools/contract";
import { Router } from "express";
import { insertReview, listReviews } from "../../data/review-repository";
import { callerOf, requireAuth } from "../middleware/require-auth";
import { parse } from "../validate";

export const reviewsRouter = Router();

reviewsRouter.get("/reviews", async (_req, res) => {
  res.json(await listReviews());
});

// The reviewer's name comes from the account, never from the body.
reviewsRouter.put("/reviews", requireAuth, async (req, res) => {
  res.status(201).json(await insertReview(callerOf(req), parse(createReviewInput, req.body)));
});
