import type { MorePages } from "../../lib/api/use-api-pages";
import buttons from "./buttons.module.css";
import styles from "./show-more.module.css";

/** "Show more ..." under a paged list: a real button (keyboard, screen readers), only while there is more. */
export function ShowMore({ more, label = "Show more" }: { more: MorePages; label?: string }) {
  if (!more.hasMore && !more.loading) return null;
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={`${buttons.button} ${buttons.outlined}`}
        onClick={more.load}
        disabled={more.loading}
        aria-busy={more.loading}
      >
        {more.loading ? "Loading…" : label}
      </button>
    </div>
  );
}
