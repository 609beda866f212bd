import { keyframes, styled } from "@mui/material/styles";

// Plain styled elements for the shapes of cards while a list loads: MUI's Card and Skeleton would
// load and style a stack of components for a placeholder shown a few hundred milliseconds, during
// the home page's load (Lighthouse TBT budget, docs/decisions/005).
const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.45 } });

/** A card's outline, like the product and review cards. */
export const PlaceholderCard = styled("div")(({ theme }) => ({
  overflow: "hidden",
  background: theme.palette.background.paper,
  border: "1px solid #E5E0D8",
  borderRadius: 12,
}));

/** The card's padded content column. */
export const PlaceholderBody = styled("div")(({ theme }) => ({
  display: "flex",
  flexDirection: "column",
  gap: theme.spacing(1.5),
  padding: theme.spacing(3),
}));

/** One pulsing shape (size it with `sx`); still when the visitor prefers reduced motion. */
export const PlaceholderBlock = styled("div")({
  background: "#ECE6DD",
  borderRadius: 6,
  animation: `${pulse} 1.5s ease-in-out 0.5s infinite`,
  "@media (prefers-reduced-motion: reduce)": { animation: "none" },
});
