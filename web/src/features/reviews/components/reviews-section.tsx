import Box from "@mui/material/Box";
import { PlaceholderBlock, PlaceholderBody, PlaceholderCard } from "../../../components/placeholder";
import { EmptyState, LoadError } from "../../../components/query-states";
import { SectionHeading } from "../../../components/section-heading";
import { ShowMore } from "../../../components/show-more";
import { useReviews } from "../api/get-reviews";
import { ReviewCard } from "./review-card";

const gridSx = {
  listStyle: "none",
  m: 0,
  p: 0,
  display: "grid",
  gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(3, 1fr)" },
  gap: 3,
} as const;

/** 'What our Buyers say': reviews in 1, 2 or 3 columns. */
export function ReviewsSection() {
  const { state, retry, more } = useReviews();
  return (
    <Box component="section" aria-labelledby="reviews-title">
      <SectionHeading id="reviews-title" title="What our Buyers say">
        Real words from people who build, repair and renovate with our tools.
      </SectionHeading>
      {state.status === "error" && <LoadError what="the reviews" error={state.error} onRetry={retry} />}
      {state.status === "loading" && (
        <Box component="ul" sx={gridSx} aria-busy="true" aria-label="Loading reviews">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <PlaceholderCard>
                <PlaceholderBody>
                  <Box sx={{ display: "flex", gap: 2, alignItems: "center" }}>
                    <PlaceholderBlock sx={{ width: 56, height: 56, borderRadius: "50%" }} />
                    <PlaceholderBlock sx={{ width: "40%", height: 16 }} />
                  </Box>
                  <PlaceholderBlock sx={{ height: 16, mt: 1 }} />
                  <PlaceholderBlock sx={{ width: "70%", height: 16 }} />
                </PlaceholderBody>
              </PlaceholderCard>
            </li>
          ))}
        </Box>
      )}
      {state.status === "success" && state.data.length === 0 && (
        <EmptyState title="No reviews yet">Bought a tool from us? Your review could be the first.</EmptyState>
      )}
      {state.status === "success" && state.data.length > 0 && (
        <Box component="ul" sx={gridSx}>
          {state.data.map((review) => (
            <li key={review._id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </Box>
      )}
      {state.status === "success" && <ShowMore more={more} label="Show more reviews" />}
    </Box>
  );
}
