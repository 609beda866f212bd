import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** A section's h2 with an orange rule and an optional line under it. */
export function SectionHeading({ id, title, children }: { id?: string; title: string; children?: ReactNode }) {
  return (
    <Box sx={{ textAlign: "center", mb: { xs: 4, md: 6 } }}>
      <Typography id={id} variant="h3" component="h2" sx={{ fontSize: { xs: "2rem", md: "2.6rem" } }}>
        {title}
      </Typography>
      <Box
        aria-hidden="true"
        sx={{ width: 72, height: 5, bgcolor: "primary.main", borderRadius: 3, mx: "auto", mt: 1.5 }}
      />
      {children && (
        <Typography sx={{ color: "text.secondary", mt: 2, maxWidth: 640, mx: "auto" }}>{children}</Typography>
      )}
    </Box>
  );
}
