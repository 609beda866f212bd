import Box from "@mui/material/Box";
import { lazy, Suspense } from "react";
import { ToolsSection } from "../../features/catalog/components/tools-section";
import { AnnualSummary } from "../../features/marketing/components/annual-summary";
import { Hero } from "../../features/marketing/components/hero";
import { KitchenPromo } from "../../features/marketing/components/kitchen-promo";
import { ReviewsSection } from "../../features/reviews/components/reviews-section";

// Below the fold and the only text fields on the page: loading it later keeps MUI's input code
// (TextField pulls in Select, Menu and Modal) out of the home page's first JavaScript.
const FeedbackForm = lazy(async () => ({
  default: (await import("../../features/marketing/components/feedback-form")).FeedbackForm,
}));

/** The home page in the spec's order; it composes several features, so it lives in app/. */
export function HomePage() {
  return (
    <>
      <title>Home Tools: reliable tools for your home</title>
      <Hero />
      <Box sx={{ maxWidth: 1240, mx: "auto", px: { xs: 2, sm: 3 }, py: { xs: 7, md: 10 }, display: "grid", gap: { xs: 9, md: 12 } }}>
        <ToolsSection />
        <ReviewsSection />
        <KitchenPromo />
        <AnnualSummary />
        <Suspense fallback={<Box sx={{ minHeight: 560 }} />}>
          <FeedbackForm />
        </Suspense>
      </Box>
    </>
  );
}
