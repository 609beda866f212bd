import type { ReactNode } from "react";
import styles from "./section-heading.module.css";

/** A section's h2 with an orange rule and an optional line under it. */
export function SectionHeading({ id, title, children }: { id?: string; title: string; children?: ReactNode }) {
  return (
    <div className={styles.heading}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <div aria-hidden="true" className={styles.rule} />
      {children && <p className={styles.lead}>{children}</p>}
    </div>
  );
}
