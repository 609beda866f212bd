import type { Review } from "@hometools/contract";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";

function Stars({ rating }: { rating: number }) {
  return (
    <Box aria-hidden="true" sx={{ color: "#B45309", letterSpacing: 2, fontSize: "1.1rem" }}>
      {"★".repeat(rating)}
      <Box component="span" sx={{ color: "#D1D5DB" }}>
        {"★".repeat(Math.max(0, 5 - rating))}
      </Box>
    </Box>
  );
}

/** A buyer's review: name, avatar, text and 'rating: N/5'. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <Card component="article" sx={{ height: "100%", borderRadius: 3 }}>
      <CardContent sx={{ p: 3, display: "flex", flexDirection: "column", gap: 1.5, height: "100%" }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 2 }}>
          <Avatar
            src={review.img || undefined}
            alt={`${review.name}'s avatar`}
            slotProps={{ img: { loading: "lazy", width: 56, height: 56 } }}
            sx={{ width: 56, height: 56, bgcolor: "#FFE8D1", color: "#7C2D12", fontWeight: 700 }}
          >
            {review.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div>
            <Typography variant="h6" component="h3">
              {review.name}
            </Typography>
            <Stars rating={review.rating} />
          </div>
        </Box>
        <Typography sx={{ flex: 1, color: "text.secondary" }}>
          {review.review ? `“${review.review}”` : "No comment left."}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>rating: {review.rating}/5</Typography>
      </CardContent>
    </Card>
  );
}
