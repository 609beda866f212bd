import { SectionHeading } from "../../../components/layout/section-heading";
import { useInView } from "../../../lib/use-in-view";
import { useCountUp } from "./use-count-up";
import { useReducedMotion } from "./use-reduced-motion";
import styles from "./annual-summary.module.css";

/** Static marketing figures from spec section 2; counters run 2.75 s after a delay of 5 s. */
const stats = [
  { title: "Total Shop", end: 10000, suffix: "", caption: "21% more than last month" },
  { title: "Products Shipped", end: 50000, suffix: "", caption: "34% more than last month" },
  { title: "Tasks done", end: 96, suffix: "%", caption: "92% positive Rating" },
];
const DURATION_S = 2.75;
const DELAY_S = 5;

function Counter({ end, suffix, start, instant }: { end: number; suffix: string; start: boolean; instant: boolean }) {
  const value = useCountUp(end, { duration: DURATION_S, delay: DELAY_S, start, instant });
  return (
    <>
      {value}
      {suffix}
    </>
  );
}

export function AnnualSummary() {
  const { ref, inView } = useInView<HTMLUListElement>();
  const reducedMotion = useReducedMotion();
  return (
    <section aria-labelledby="summary-title">
      <SectionHeading id="summary-title" title="Our Annual Summary">
        A year of building, fixing and shipping with our customers.
      </SectionHeading>
      <ul ref={ref} className={styles.list}>
        {stats.map((stat) => (
          <li key={stat.title} className={styles.stat}>
            <h3 className={styles.title}>{stat.title}</h3>
            <p className={styles.value}>
              <Counter end={stat.end} suffix={stat.suffix} start={inView} instant={reducedMotion} />
            </p>
            <p className={styles.caption}>{stat.caption}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
