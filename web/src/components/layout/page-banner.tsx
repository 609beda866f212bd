import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** The charcoal banner at the top of About and Blogs. */
export function PageBanner({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box
      sx={{
        color: "#fff",
        py: { xs: 6, md: 9 },
        px: 3,
        textAlign: "center",
        background:
          "linear-gradient(135deg, rgba(27,31,35,0.96) 0%, rgba(42,48,54,0.94) 60%, rgba(194,65,12,0.9) 100%), repeating-linear-gradient(45deg, #2A3036 0 12px, #1B1F23 12px 24px)",
      }}
    >
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: "2.2rem", md: "3.2rem" } }}>
        {title}
      </Typography>
      {children && <Typography sx={{ mt: 1.5, color: "#E5E7EB", maxWidth: 640, mx: "auto" }}>{children}</Typography>}
    </Box>
  );
}
