import { createHash } from "node:crypto";
import { reviewerName, type NewToolReview, type ToolReview } from "@hometools/contract";
import { hasPaidFor } from "../../data/orders/order-repository";
import { findProduct } from "../../data/catalogue/product-repository";
import { findToolRating, insertToolReview, toolReviewExists } from "../../data/reviews/tool-review-repository";
import { runTransaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { Refused } from "../../domain/refused";

/**
 * The id of a shopper's review of a tool: one per pair, so a second create of it fails even when
 * two posts race. A hash of both, so the public id names neither the account nor an overlong id.
 */
export function toolReviewId(productId: string, uid: string): string {
  return createHash("sha256").update(`${productId}\n${uid}`).digest("hex").slice(0, 32);
}

/**
 * POST /products/{id}/reviews: a shopper who has paid for the tool reviews it once (403 without
 * such an order, 409 for a second). The name comes from the account; the tool's rating counts the
 * review in the same unit (docs/decisions/033).
 */
export async function reviewTool(caller: Caller, productId: string, review: NewToolReview): Promise<ToolReview> {
  const id = toolReviewId(productId, caller.uid);
  return runTransaction(async (tx) => {
    const product = await findProduct(productId, tx);
    if (!product) throw new Refused({ kind: "no-such", thing: "product" });
    if (await toolReviewExists(id, tx)) throw new Refused({ kind: "already-reviewed" });
    const rating = await findToolRating(productId, tx);
    if (!(await hasPaidFor(caller.uid, productId, tx))) throw new Refused({ kind: "not-a-buyer" });
    const author = { uid: caller.uid, name: reviewerName(caller.name) };
    return insertToolReview(id, productId, author, review, rating, tx);
  });
}
