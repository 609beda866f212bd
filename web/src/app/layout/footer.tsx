import FacebookIcon from "@mui/icons-material/Facebook";
import InstagramIcon from "@mui/icons-material/Instagram";
import XIcon from "@mui/icons-material/X";
import YouTubeIcon from "@mui/icons-material/YouTube";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { BrandLogo } from "../../components/brand-logo";
import { brand } from "../theme";

const socials = [
  { label: "Home Tools on Facebook", href: "https://www.facebook.com/", Icon: FacebookIcon },
  { label: "Home Tools on Instagram", href: "https://www.instagram.com/", Icon: InstagramIcon },
  { label: "Home Tools on X", href: "https://x.com/", Icon: XIcon },
  { label: "Home Tools on YouTube", href: "https://www.youtube.com/", Icon: YouTubeIcon },
];

/** Footer: the company tagline and social icons (spec section 2). */
export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: brand.charcoal, color: "#E5E7EB", mt: "auto", borderTop: `3px solid ${brand.safety}` }}
    >
      <Box
        sx={{
          maxWidth: 1280,
          mx: "auto",
          px: 3,
          py: 5,
          display: "flex",
          flexDirection: { xs: "column", sm: "row" },
          alignItems: { xs: "flex-start", sm: "center" },
          justifyContent: "space-between",
          gap: 3,
        }}
      >
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
          <BrandLogo size={44} />
          <div>
            <Typography sx={{ fontWeight: 800, fontSize: "1.1rem", color: "#fff" }}>Home Tools</Typography>
            <Typography>Providing reliable tools since 2011</Typography>
          </div>
        </Box>
        <Box component="ul" aria-label="Social media" sx={{ display: "flex", gap: 1, listStyle: "none", m: 0, p: 0 }}>
          {socials.map(({ label, href, Icon }) => (
            <li key={label}>
              <IconButton
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                sx={{
                  color: "#fff",
                  border: "1px solid rgba(255,255,255,0.25)",
                  "&:hover": { color: brand.safety },
                  "&:focus-visible": { outline: `3px solid ${brand.safety}` },
                }}
              >
                <Icon />
              </IconButton>
            </li>
          ))}
        </Box>
      </Box>
      <Typography
        variant="body2"
        sx={{ textAlign: "center", py: 2, borderTop: "1px solid rgba(255,255,255,0.12)", color: "#D1D5DB" }}
      >
        © {new Date().getFullYear()} Home Tools. Family owned, workshop tested.
      </Typography>
    </Box>
  );
}
