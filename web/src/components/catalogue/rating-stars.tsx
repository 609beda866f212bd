import styles from "./rating-stars.module.css";

/** "4.5 out of 5, 12 reviews": what a screen reader says for a tool's rating. */
export function ratingText(average: number, count: number): string {
  return `${average} out of 5, ${count} ${count === 1 ? "review" : "reviews"}`;
}

/**
 * A tool's rating as five stars filled to its average, with the figures beside them. Nothing for a
 * tool without reviews (no "0 stars" that reads as a bad tool).
 */
export function RatingStars({ average, count }: { average: number | null | undefined; count: number | undefined }) {
  if (average === null || average === undefined || !count) return null;
  const percent = Math.max(0, Math.min(100, (average / 5) * 100));
  return (
    <p className={styles.rating} role="img" aria-label={ratingText(average, count)}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.filled} style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span aria-hidden="true" className={styles.figures}>
        {average} ({count})
      </span>
    </p>
  );
}
