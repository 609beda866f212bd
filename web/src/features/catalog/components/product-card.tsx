import type { Product } from "@hometools/contract";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../../config/paths";
import { formatMoney } from "../../../lib/format";

const FALLBACK_IMG = "/images/products/placeholder.svg";

/** A tool in the home grid: image, name, description, price and stock badges, Buy Now. */
export function ProductCard({ product }: { product: Product }) {
  return (
    <Card component="article" sx={{ height: "100%", display: "flex", flexDirection: "column", borderRadius: 3, transition: "box-shadow .2s, transform .2s", "&:hover": { boxShadow: 6 } }}>
      <Box sx={{ bgcolor: "#F1ECE4", aspectRatio: "4 / 3", display: "flex", alignItems: "center", justifyContent: "center" }}>
        <Box
          component="img"
          src={product.img || FALLBACK_IMG}
          alt={product.name}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          onError={(event) => {
            const img = event.currentTarget;
            if (!img.src.endsWith(FALLBACK_IMG)) img.src = FALLBACK_IMG;
          }}
          sx={{ width: "100%", height: "100%", objectFit: "contain" }}
        />
      </Box>
      <CardContent sx={{ flex: 1, display: "flex", flexDirection: "column", gap: 1.5, p: 3 }}>
        <Typography variant="h5" component="h3">
          {product.name}
        </Typography>
        <Typography sx={{ color: "text.secondary", flex: 1 }}>{product.description}</Typography>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
          <Chip label={`Price: ${formatMoney(product.price)}`} sx={{ bgcolor: "#1B1F23", color: "#fff", fontWeight: 700 }} />
          <Chip label={`Available: ${product.available}`} variant="outlined" sx={{ fontWeight: 600, borderColor: "#9CA3AF" }} />
        </Box>
        <Button component={RouterLink} to={paths.product(product._id)} variant="contained" size="large" sx={{ mt: 1 }}>
          Buy Now
        </Button>
      </CardContent>
    </Card>
  );
}
