import type { CSSProperties, ReactNode } from "react";
import styles from "./placeholder.module.css";

/** A card's outline, like the product and review cards. */
export function PlaceholderCard({ children }: { children: ReactNode }) {
  return <div className={styles.card}>{children}</div>;
}

/** The card's padded content column. */
export function PlaceholderBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}

/** Shapes side by side, centred (an avatar beside a name). */
export function PlaceholderRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** One pulsing shape, sized by `style`; still when the visitor prefers reduced motion. */
export function PlaceholderBlock({ style }: { style?: CSSProperties }) {
  return <div className={styles.block} style={style} />;
}
