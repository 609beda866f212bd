import { Link } from "react-router-dom";
import styles from "./breadcrumb.module.css";

/** A trail of links to the page's parents, the last item being the page itself (not a link). */
export function Breadcrumb({ trail }: { trail: Array<{ label: string; to?: string }> }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        {trail.map((step, index) =>
          step.to && index < trail.length - 1 ? (
            <li key={step.to}>
              <Link to={step.to}>{step.label}</Link>
            </li>
          ) : (
            <li key={`${index}-${step.label}`} aria-current="page">
              {step.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
