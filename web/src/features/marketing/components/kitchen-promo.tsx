import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { formatMoney } from "../../../lib/format";

/** The spec's promo block; 'Get Started' takes the visitor to the tools (the spec shows no action). */
export function KitchenPromo() {
  return (
    <Box
      component="section"
      aria-labelledby="promo-title"
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "1fr", md: "1.1fr 1fr" },
        alignItems: "center",
        gap: { xs: 3, md: 6 },
        bgcolor: "#1B1F23",
        color: "#fff",
        borderRadius: 4,
        p: { xs: 3, sm: 5, md: 7 },
        overflow: "hidden",
      }}
    >
      <div>
        <Typography sx={{ color: "#FF8A1F", fontWeight: 800, letterSpacing: "0.14em", textTransform: "uppercase" }}>
          Seasonal offer
        </Typography>
        <Typography
          id="promo-title"
          variant="h3"
          component="h2"
          sx={{ mt: 1, fontSize: { xs: "1.9rem", md: "2.6rem" } }}
        >
          Chance to customise your kitchen
        </Typography>
        <Typography sx={{ mt: 2, color: "#E5E7EB", fontSize: "1.1rem" }}>
          Spend more than {formatMoney(3000)} with us and you earn a coupon for the chance to win a free kitchen
          installation and customisation, fitted by our own craftspeople.
        </Typography>
        <Button
          href="#tools"
          variant="contained"
          size="large"
          sx={{
            mt: 4,
            bgcolor: "#FF8A1F",
            color: "#1B1F23",
            "&:hover": { bgcolor: "#FFA54F" },
            "&:focus-visible": { outline: "3px solid #fff", outlineOffset: 3 },
          }}
        >
          Get Started
        </Button>
      </div>
      <Box
        component="img"
        src="/images/kitchen.svg"
        alt="Illustration of a fitted kitchen with cabinets, a hob and a window"
        width={480}
        height={360}
        loading="lazy"
        sx={{ width: "100%", height: "auto", borderRadius: 3 }}
      />
    </Box>
  );
}
