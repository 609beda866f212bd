import type { Product } from "@hometools/contract";
import { styled } from "@mui/material/styles";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../../config/paths";
import { formatMoney } from "../../../lib/format";

const FALLBACK_IMG = "/images/products/placeholder.svg";

// Plain styled elements rather than Card/Chip/Button: the grid renders a dozen cards during the
// home page's load, and these cost a fraction of the full components (Lighthouse TBT budget).
const Article = styled("article")(({ theme }) => ({
  height: "100%",
  display: "flex",
  flexDirection: "column",
  overflow: "hidden",
  background: theme.palette.background.paper,
  border: "1px solid #E5E0D8",
  borderRadius: 12,
  transition: "box-shadow .2s",
  "&:hover": { boxShadow: theme.shadows[6] },
}));

const Picture = styled("img")({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "contain",
  background: "#F1ECE4",
});

const Body = styled("div")(({ theme }) => ({
  flex: 1,
  display: "flex",
  flexDirection: "column",
  gap: theme.spacing(1.5),
  padding: theme.spacing(3),
}));

const Name = styled("h3")(({ theme }) => ({ ...theme.typography.h5, margin: 0 }));

const Description = styled("p")(({ theme }) => ({
  ...theme.typography.body1,
  margin: 0,
  flex: 1,
  color: theme.palette.text.secondary,
}));

const Badges = styled("div")({ display: "flex", flexWrap: "wrap", gap: 8 });

const Badge = styled("span", { shouldForwardProp: (prop) => prop !== "dark" })<{ dark?: boolean }>(({ dark }) => ({
  display: "inline-flex",
  alignItems: "center",
  height: 32,
  padding: "0 12px",
  borderRadius: 16,
  fontSize: "0.8125rem",
  fontWeight: dark ? 700 : 600,
  color: dark ? "#FFFFFF" : "#1B1F23",
  background: dark ? "#1B1F23" : "transparent",
  border: dark ? "none" : "1px solid #9CA3AF",
}));

const BuyNow = styled(RouterLink)(({ theme }) => ({
  ...theme.typography.button,
  fontSize: "0.9375rem",
  marginTop: theme.spacing(1),
  display: "block",
  padding: "10px 22px",
  borderRadius: theme.shape.borderRadius,
  textAlign: "center",
  textDecoration: "none",
  color: theme.palette.primary.contrastText,
  background: theme.palette.primary.main,
  "&:hover": { background: theme.palette.primary.dark },
}));

/** A tool in the home grid: image, name, description, price and stock badges, Buy Now. */
export function ProductCard({ product }: { product: Product }) {
  return (
    <Article>
      <Picture
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
      />
      <Body>
        <Name>{product.name}</Name>
        <Description>{product.description}</Description>
        <Badges>
          <Badge dark>Price: {formatMoney(product.price)}</Badge>
          <Badge>Available: {product.available}</Badge>
        </Badges>
        <BuyNow to={paths.product(product._id)}>Buy Now</BuyNow>
      </Body>
    </Article>
  );
}
