import type { Product } from "@hometools/contract";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { PICTURE_SIZES, toolPicture } from "../../../components/catalogue/tool-picture";
import { formatMoney } from "../../../lib/format";

/**
 * The purchase screen's card: image (the first photo's renditions when it has photos), name, description, price and available badges (of the variant
 * chosen, for a tool with options, with its SKU when it has one).
 */
export function ProductSummary({ product, sku = null }: { product: Product; sku?: string | null }) {
  return (
    <Card component="article" sx={{ borderRadius: 3 }}>
      <Box sx={{ bgcolor: "#F1ECE4", aspectRatio: "4 / 3" }}>
        {/* The page's largest paint: fetched first. */}
        <Box
          component="img"
          {...toolPicture(product, PICTURE_SIZES.purchase)}
          fetchPriority="high"
          sx={{ width: "100%", height: "100%", objectFit: "contain", display: "block" }}
        />
      </Box>
      <CardContent sx={{ p: 3, display: "grid", gap: 1.5 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: "1.8rem", md: "2.2rem" } }}>
          {product.name}
        </Typography>
        <Typography sx={{ color: "text.secondary" }}>{product.description}</Typography>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
          <Chip
            label={`Price: ${formatMoney(product.price)}`}
            sx={{ bgcolor: "#1B1F23", color: "#fff", fontWeight: 700 }}
          />
          <Chip
            label={`Available: ${product.available}`}
            variant="outlined"
            sx={{ fontWeight: 600, borderColor: "#9CA3AF" }}
          />
          <Chip
            label={`Minimum order: ${product.minimumOrder}`}
            variant="outlined"
            sx={{ fontWeight: 600, borderColor: "#9CA3AF" }}
          />
          {sku && <Chip label={`SKU: ${sku}`} variant="outlined" sx={{ fontWeight: 600, borderColor: "#9CA3AF" }} />}
        </Box>
      </CardContent>
    </Card>
  );
}
