import type { ReactNode } from "react";
import styles from "./card-grid.module.css";

/** A list of cards in the home page's grid: `tools` (1 to 3 columns, staggered) or `reviews`. */
export function CardGrid({
  kind,
  children,
  busyLabel,
}: {
  kind: "tools" | "reviews";
  children: ReactNode;
  /** While loading: the list is busy and says what it waits for. */
  busyLabel?: string;
}) {
  return (
    <ul className={`${styles.grid} ${styles[kind]}`} aria-busy={busyLabel ? true : undefined} aria-label={busyLabel}>
      {children}
    </ul>
  );
}
