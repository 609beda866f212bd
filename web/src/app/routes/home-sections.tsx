import Box from "@mui/material/Box";
import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { ToolsSection } from "../../features/catalog/components/tools-section";
import { AnnualSummary } from "../../features/marketing/components/annual-summary";
import { KitchenPromo } from "../../features/marketing/components/kitchen-promo";
import { ReviewsSection } from "../../features/reviews/components/reviews-section";

// Below the fold and the only text fields on the page: loading it later keeps MUI's input code
// (TextField pulls in Select, Menu and Modal) out of the home page's first JavaScript.
const FeedbackForm = lazy(async () => ({
  default: (await import("../../features/marketing/components/feedback-form")).FeedbackForm,
}));

function Feedback() {
  return (
    <Suspense fallback={<Box sx={{ minHeight: 560 }} />}>
      <FeedbackForm />
    </Suspense>
  );
}

/** Below the hero, in the spec's order. */
const sections = [ToolsSection, ReviewsSection, KitchenPromo, AnnualSummary, Feedback];

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
  return (
    <Box
      sx={{
        maxWidth: 1240,
        mx: "auto",
        px: { xs: 2, sm: 3 },
        py: { xs: 7, md: 10 },
        display: "grid",
        // One column exactly as wide as the page, whatever a section's content would like.
        gridTemplateColumns: "minmax(0, 1fr)",
        gap: { xs: 9, md: 12 },
      }}
    >
      {sections.slice(0, stage).map((Section, index) => (
        // Off-screen sections skip style and layout work until they scroll near the viewport. Only
        // the block axis gets a placeholder size: `containIntrinsicSize: "auto 900px"` would size
        // the width too, and on a phone content-visibility clips whatever lies past those 900 px.
        <Box key={index} sx={{ contentVisibility: "auto", containIntrinsicBlockSize: "auto 900px" }}>
          <Section />
        </Box>
      ))}
    </Box>
  );
}
