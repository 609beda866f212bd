import { useEffect, useState } from "react";
import styles from "./full-screen-loader.module.css";

/** Shows after `delay` ms, so a state that settles at once (a visitor with no session) never flashes. */
function useDelayed(delay: number): boolean {
  const [shown, setShown] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = window.setTimeout(() => setShown(true), delay);
    return () => window.clearTimeout(timer);
  }, [delay]);
  return shown;
}

/** Covers the page while auth state (or an admin check) loads (spec section 2). */
export function FullScreenLoader({ label = "Loading", delay = 200 }: { label?: string; delay?: number }) {
  const shown = useDelayed(delay);
  return (
    <div role="status" aria-live="polite" className={shown ? styles.overlay : `${styles.overlay} ${styles.waiting}`}>
      {shown && (
        <>
          <div className={styles.spinner} aria-hidden="true" />
          <p className={styles.label}>{label}…</p>
        </>
      )}
    </div>
  );
}

/** A smaller loader inside the page (lazy routes). */
export function PageLoader() {
  return (
    <div role="status" aria-live="polite" className={styles.page}>
      <div className={styles.spinner} role="progressbar" aria-label="Loading page" />
    </div>
  );
}
