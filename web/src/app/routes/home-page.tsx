import { lazy, Suspense } from "react";
import { Hero } from "../../features/marketing/components/hero";

// The catalogue, reviews and the rest load while the hero paints: their code (data fetching, the
// API client, cards, alerts) is not needed for the first paint (docs/decisions/005).
const HomeSections = lazy(() => import("./home-sections"));

/** The home page in the spec's order; it composes several features, so it lives in app/. */
export function HomePage() {
  return (
    <>
      <title>Home Tools: reliable tools for your home</title>
      <Hero />
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}
