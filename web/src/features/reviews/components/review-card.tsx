import type { Review } from "@hometools/contract";
import { styled } from "@mui/material/styles";

// The avatar every review falls back to (the contract's REVIEW_PLACEHOLDER_IMG; importing the
// contract's runtime here would pull zod into the home page's bundle).
const PLACEHOLDER_IMG = "/images/avatar-placeholder.svg";

// Plain styled elements rather than Card/Avatar/Typography: cheaper to render on the home page.
const Article = styled("article")(({ theme }) => ({
  height: "100%",
  display: "flex",
  flexDirection: "column",
  gap: theme.spacing(1.5),
  padding: theme.spacing(3),
  background: theme.palette.background.paper,
  border: "1px solid #E5E0D8",
  borderRadius: 12,
}));

const Header = styled("div")({ display: "flex", alignItems: "center", gap: 16 });

const Avatar = styled("img")({
  width: 56,
  height: 56,
  flexShrink: 0,
  borderRadius: "50%",
  background: "#FFE8D1",
  objectFit: "cover",
});

const Name = styled("h3")(({ theme }) => ({ ...theme.typography.h6, margin: 0 }));

const Stars = styled("div")({ color: "#B45309", letterSpacing: 2, fontSize: "1.1rem", "& span": { color: "#D1D5DB" } });

const Text = styled("p")(({ theme }) => ({
  ...theme.typography.body1,
  margin: 0,
  flex: 1,
  color: theme.palette.text.secondary,
}));

const Badge = styled("span")({
  display: "inline-block",
  marginTop: 4,
  padding: "2px 8px",
  borderRadius: 999,
  background: "#DCFCE7",
  color: "#166534",
  fontSize: "0.8rem",
  fontWeight: 700,
});

const Rating = styled("p")(({ theme }) => ({ ...theme.typography.body1, margin: 0, fontWeight: 700 }));

/** A buyer's review: name, avatar, a "Verified buyer" badge when the server found a paid order, text and 'rating: N/5'. */
export function ReviewCard({ review }: { review: Review }) {
  const rating = Math.max(0, Math.min(5, review.rating));
  return (
    <Article>
      <Header>
        <Avatar
          src={review.img || PLACEHOLDER_IMG}
          alt={`${review.name}'s avatar`}
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          onError={(event) => {
            const img = event.currentTarget;
            if (!img.src.endsWith(PLACEHOLDER_IMG)) img.src = PLACEHOLDER_IMG;
          }}
        />
        <div>
          <Name>{review.name}</Name>
          {review.verifiedBuyer && <Badge>Verified buyer</Badge>}
          <Stars aria-hidden="true">
            {"★".repeat(rating)}
            <span>{"★".repeat(5 - rating)}</span>
          </Stars>
        </div>
      </Header>
      <Text>{review.review ? `“${review.review}”` : "No comment left."}</Text>
      <Rating>rating: {review.rating}/5</Rating>
    </Article>
  );
}
