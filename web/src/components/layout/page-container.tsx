import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/** Centred page width with the app's side padding. */
export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <Box sx={{ maxWidth: narrow ? 880 : 1240, mx: "auto", px: { xs: 2, sm: 3 }, py: { xs: 4, md: 6 } }}>{children}</Box>
  );
}
