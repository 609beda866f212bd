import type { Review } from "@hometools/contract";
import { useDeferredValue, useMemo } from "react";
import { CardGrid } from "../../../components/catalogue/card-grid";
import {
  PlaceholderBlock,
  PlaceholderBody,
  PlaceholderCard,
  PlaceholderRow,
} from "../../../components/feedback/placeholder";
import { EmptyState, LoadError } from "../../../components/feedback/query-states";
import { SectionHeading } from "../../../components/layout/section-heading";
import { ShowMore } from "../../../components/buttons/show-more";
import type { QueryState } from "../../../lib/api/use-api-query";
import { useReviews } from "../api/get-reviews";
import { ReviewCard } from "./review-card";

/** The reviews, or what stands for them while loading, empty or failed. */
function ReviewsGrid({ state, onRetry }: { state: QueryState<Review[]>; onRetry: () => void }) {
  if (state.status === "error") return <LoadError what="the reviews" error={state.error} onRetry={onRetry} />;
  if (state.status === "loading")
    return (
      <CardGrid kind="reviews" busyLabel="Loading reviews">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index}>
            <PlaceholderCard>
              <PlaceholderBody>
                <PlaceholderRow>
                  <PlaceholderBlock style={{ width: 56, height: 56, borderRadius: "50%" }} />
                  <PlaceholderBlock style={{ width: "40%", height: 16 }} />
                </PlaceholderRow>
                <PlaceholderBlock style={{ height: 16, marginTop: 8 }} />
                <PlaceholderBlock style={{ width: "70%", height: 16 }} />
              </PlaceholderBody>
            </PlaceholderCard>
          </li>
        ))}
      </CardGrid>
    );
  if (state.data.length === 0)
    return <EmptyState title="No reviews yet">Bought a tool from us? Your review could be the first.</EmptyState>;
  return (
    <CardGrid kind="reviews">
      {state.data.map((review) => (
        <li key={review._id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </CardGrid>
  );
}

/** 'What our Buyers say': reviews in 1, 2 or 3 columns. */
export function ReviewsSection() {
  const { state, retry, more } = useReviews();
  // Rendered in slices, like the catalogue's cards (tools-section.tsx).
  const shown = useDeferredValue(state);
  const grid = useMemo(() => <ReviewsGrid state={shown} onRetry={retry} />, [shown, retry]);
  return (
    <section aria-labelledby="reviews-title">
      <SectionHeading id="reviews-title" title="What our Buyers say">
        Real words from people who build, repair and renovate with our tools.
      </SectionHeading>
      {grid}
      {shown.status === "success" && <ShowMore more={more} label="Show more reviews" />}
    </section>
  );
}
