import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** A dashboard page: its h2 title, an optional line, and the content on a paper card. */
export function DashboardPanel({
  title,
  subtitle,
  children,
  actions,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper elevation={0} sx={{ border: "1px solid #E5E0D8", borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <title>{`${title} · Home Tools`}</title>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 2,
          mb: 2.5,
        }}
      >
        {/* A title may hold a long word (an order's id): it wraps rather than widening the page on a phone. */}
        <Box sx={{ minWidth: 0, overflowWrap: "anywhere" }}>
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
          {subtitle && <Typography sx={{ color: "text.secondary" }}>{subtitle}</Typography>}
        </Box>
        {actions}
      </Box>
      {children}
    </Paper>
  );
}
