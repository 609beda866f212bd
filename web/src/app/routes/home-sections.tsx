import { startTransition, useEffect, useState } from "react";
import { ToolsSection } from "../../features/catalog/components/tools-section";
import { AnnualSummary } from "../../features/marketing/components/annual-summary";
import { FeedbackForm } from "../../features/marketing/components/feedback-form";
import { KitchenPromo } from "../../features/marketing/components/kitchen-promo";
import { ReviewsSection } from "../../features/reviews/components/reviews-section";
import styles from "./home-sections.module.css";

/**
 * Below the hero, in the spec's order. Off-screen sections skip style and layout work until they
 * scroll near the viewport (the wrapper's `content-visibility`). Built once: each stage renders the
 * same elements again, so React leaves the sections already mounted alone.
 */
const sections = [ToolsSection, ReviewsSection, KitchenPromo, AnnualSummary, FeedbackForm].map((Section, index) => (
  <div key={index} className={styles.section}>
    <Section />
  </div>
));

/** The home page's sections below the hero; a module of its own so the hero paints without it. */
export default function HomeSections() {
  // The sections mount one at a time in transitions, so no single main-thread task has to build
  // every card and its styles at once (Lighthouse TBT budget).
  const [stage, setStage] = useState(1);
  useEffect(() => {
    if (stage >= sections.length) return;
    const timer = window.setTimeout(() => startTransition(() => setStage((value) => value + 1)), 0);
    return () => window.clearTimeout(timer);
  }, [stage]);
  return <div className={styles.sections}>{sections.slice(0, stage)}</div>;
}
