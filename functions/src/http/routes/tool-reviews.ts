import { createToolReviewInput, toolReviewListQuery } from "@hometools/contract";
import { Router } from "express";
import { listToolReviews } from "../../services/reviews/list-tool-reviews";
import { reviewTool } from "../../services/reviews/review-tool";
import { callerOf, requireAuth } from "../middleware/require-auth";
import { cachePublicly, listQuery, sendPage } from "../paging";
import { docId, parse } from "../validate";

/** Reviews of one tool (docs/api.md, "Reviews of a tool"); the shop's reviews are routes/reviews.ts. */
export const toolReviewsRouter = Router();

toolReviewsRouter.get("/products/:id/reviews", async (req, res) => {
  const page = await listToolReviews(docId(req.params.id, "Product"), listQuery(toolReviewListQuery, req));
  cachePublicly(res);
  sendPage(req, res, page);
});

toolReviewsRouter.post("/products/:id/reviews", requireAuth, async (req, res) => {
  const id = docId(req.params.id, "Product");
  res.status(201).json(await reviewTool(callerOf(req), id, parse(createToolReviewInput, req.body)));
});
