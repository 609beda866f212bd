import type { ReactNode } from "react";
import { errorMessage } from "../../lib/api/error-message";
import buttons from "../buttons/buttons.module.css";
import styles from "./query-states.module.css";

/** A failed fetch: what went wrong and a Retry button. Shaped like MUI's outlined error alert. */
export function LoadError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return (
    <div role="alert" className={styles.error}>
      <svg
        className={styles.errorIcon}
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
      >
        <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8" />
      </svg>
      <div className={styles.errorText}>
        Could not load {what}. {errorMessage(error)}
      </div>
      <button type="button" className={`${buttons.button} ${buttons.text}`} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** Nothing to show yet. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {children}
    </div>
  );
}
