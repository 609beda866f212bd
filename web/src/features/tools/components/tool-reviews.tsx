import type { ToolRating, ToolReview } from "@hometools/contract";
import { lazy, Suspense, useState } from "react";
import { notifyError } from "../../../lib/api/error-message";
import { useSession } from "../../../lib/session/session";
import { fetchMoreReviews } from "../api/get-tool";
import styles from "../tool-page.module.css";

const ReviewForm = lazy(async () => ({ default: (await import("./review-form")).ReviewForm }));

/** "4.5 out of 5", as the page and its static shell word a rating. */
const ratingText = (value: number) => `${(Math.round(value * 10) / 10).toFixed(1)} out of 5`;

/** The tool's rating in one line: its average and count, or that it has none yet. */
export function RatingLine({ rating, shown }: { rating: ToolRating | null; shown: number }) {
  if (rating === null) return <p className={styles.rating}>{shown}+ reviews</p>;
  if (rating.reviewCount === 0 || rating.ratingValue === null) return <p className={styles.rating}>No reviews yet</p>;
  return (
    <p className={styles.rating}>
      Rated {ratingText(rating.ratingValue)} from {rating.reviewCount} review{rating.reviewCount === 1 ? "" : "s"}
    </p>
  );
}

/** The tool's own reviews (not the shop's), newest first, a page at a time. */
export function ToolReviews({
  productId,
  first,
  next,
}: {
  productId: string;
  first: ToolReview[];
  next: string | null;
}) {
  const { status } = useSession();
  const [reviews, setReviews] = useState(first);
  const [more, setMore] = useState(next);
  const [busy, setBusy] = useState(false);

  const showMore = async () => {
    if (!more) return;
    setBusy(true);
    try {
      const page = await fetchMoreReviews(more);
      setReviews((shown) => [...shown, ...page.items.filter((item) => !shown.some((old) => old._id === item._id))]);
      setMore(page.next);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.reviews} aria-labelledby="tool-reviews-heading">
      <h2 id="tool-reviews-heading">Reviews of this tool</h2>
      {reviews.length === 0 ? (
        <p>No one has reviewed this tool yet. Shoppers who bought it can review it here once signed in.</p>
      ) : (
        <ul className={styles.reviewList}>
          {reviews.map((review) => (
            <li key={review._id} className={styles.review}>
              <p className={styles.reviewHead}>
                <strong>{review.name}</strong>
                <span>
                  <span aria-hidden="true">
                    {"★".repeat(review.rating)}
                    {"☆".repeat(5 - review.rating)}
                  </span>
                  <span className={styles.visuallyHidden}>Rated {review.rating} out of 5</span>
                </span>
                <span className={styles.verified}>Verified buyer</span>
              </p>
              <p>{review.review}</p>
            </li>
          ))}
        </ul>
      )}
      {more && (
        <button type="button" className={styles.more} onClick={() => void showMore()} disabled={busy}>
          Show more reviews
        </button>
      )}
      {status === "signed-in" && (
        <Suspense fallback={null}>
          <ReviewForm productId={productId} onPosted={(posted) => setReviews((shown) => [posted, ...shown])} />
        </Suspense>
      )}
    </section>
  );
}
