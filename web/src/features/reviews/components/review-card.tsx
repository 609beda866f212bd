import type { Review } from "@hometools/contract";
import styles from "./review-card.module.css";

// The avatar every review falls back to (the contract's REVIEW_PLACEHOLDER_IMG; importing the
// contract's runtime here would pull zod into the home page's bundle).
const PLACEHOLDER_IMG = "/images/avatar-placeholder.svg";

/** A buyer's review: name, avatar, a "Verified buyer" badge when the server found a paid order, text and 'rating: N/5'. */
export function ReviewCard({ review }: { review: Review }) {
  const rating = Math.max(0, Math.min(5, review.rating));
  return (
    <article className={styles.card}>
      <div className={styles.header}>
        <img
          className={styles.avatar}
          src={review.img || PLACEHOLDER_IMG}
          alt={`${review.name}'s avatar`}
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          onError={(event) => {
            const img = event.currentTarget;
            if (!img.src.endsWith(PLACEHOLDER_IMG)) img.src = PLACEHOLDER_IMG;
          }}
        />
        <div>
          <h3 className={styles.name}>{review.name}</h3>
          {review.verifiedBuyer && <span className={styles.badge}>Verified buyer</span>}
          <div className={styles.stars} aria-hidden="true">
            {"★".repeat(rating)}
            <span>{"★".repeat(5 - rating)}</span>
          </div>
        </div>
      </div>
      <p className={styles.text}>{review.review ? `“${review.review}”` : "No comment left."}</p>
      <p className={styles.rating}>rating: {review.rating}/5</p>
    </article>
  );
}
