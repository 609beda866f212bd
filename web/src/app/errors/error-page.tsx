import buttons from "../../components/buttons/buttons.module.css";
import { isChunkLoadError } from "./chunk-reload";
import styles from "./error-page.module.css";

interface Props {
  error: unknown;
  /** Renders the page again; a chunk that failed to load needs a reload instead (React.lazy keeps the failure). */
  onRetry: () => void;
}

/** What a shopper sees instead of a blank page when a page fails to render or to load. */
export function ErrorPage({ error, onRetry }: Props) {
  const chunk = isChunkLoadError(error);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.text}>
        {chunk
          ? "This page could not load, perhaps because the shop was just updated. Retry to load the new version."
          : "This page stopped working. Retry usually fixes it; your orders are safe."}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.large} ${buttons.contained}`}
          onClick={chunk ? () => window.location.reload() : onRetry}
        >
          Retry
        </button>
        {/* A plain link: the top-level boundary sits outside the router. */}
        <a className={`${buttons.button} ${buttons.large} ${buttons.outlined}`} href="/">
          Home page
        </a>
      </div>
    </div>
  );
}
