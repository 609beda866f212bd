import { createHash } from "node:crypto";
import { MAX_REVIEWS_PER_WINDOW, REVIEW_WINDOW_HOURS, type NewReview, type Review } from "@hometools/contract";
import { googleProviderPhoto } from "../../data/accounts/account-repository";
import { hasPaidOrder } from "../../data/orders/order-repository";
import { insertReview, latestReviewsBy } from "../../data/reviews/review-repository";
import { isAlreadyExists, runTransaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { photoForReview, publicReview } from "../../domain/reviews/review-identity";
import { Refused } from "../../domain/refused";
import { log } from "../../log";

const WINDOW_MS = REVIEW_WINDOW_HOURS * 3_600_000;

// Each review of an account takes the next number of its sequence as its document id, created
// with create(): two concurrent posts that read the same latest review race for one id and only
// one wins, so the limit holds even where transactions are not isolated (the embedded emulator).
// The id names the account by a hash, so a public review id does not expose the uid.
function reviewId(uid: string, seq: number): string {
  return `${createHash("sha256").update(uid).digest("hex").slice(0, 20)}-${seq}`;
}

/**
 * PUT /reviews: at most MAX_REVIEWS_PER_WINDOW per account in REVIEW_WINDOW_HOURS (429). The name
 * comes from the account (neutral if it poses as the shop), the photo from Google's sign-in or the
 * placeholder (never the account's editable photoURL), `verifiedBuyer` from its paid orders, never
 * from the body (docs/decisions/020).
 */
export async function addReview(caller: Caller, review: NewReview): Promise<Review> {
  const photo = photoForReview(await googleProviderPhoto(caller.uid));
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await runTransaction(async (tx) => {
        const latest = await latestReviewsBy(caller.uid, MAX_REVIEWS_PER_WINDOW, tx);
        const oldest = latest[MAX_REVIEWS_PER_WINDOW - 1];
        if (oldest && Date.parse(oldest.createdAt ?? "") > Date.now() - WINDOW_MS) {
          throw new Refused({ kind: "too-many-reviews", max: MAX_REVIEWS_PER_WINDOW, hours: REVIEW_WINDOW_HOURS });
        }
        const seq = (latest[0]?.seq ?? 0) + 1;
        const verifiedBuyer = await hasPaidOrder(caller.uid, tx);
        const author = { uid: caller.uid, name: caller.name, ...photo, verifiedBuyer, seq };
        return publicReview(await insertReview(author, review, { id: reviewId(caller.uid, seq) }, tx));
      });
    } catch (error) {
      // Another post took this number first: read again, and the limit is checked again.
      if (!isAlreadyExists(error)) throw error;
      log.info("review number taken by a concurrent post; retrying", { uid: caller.uid });
    }
  }
  throw new Refused({ kind: "reviews-crowded" });
}
