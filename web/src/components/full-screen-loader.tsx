import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";

/** Covers the page while auth state (or an admin check) loads. */
export function FullScreenLoader({ label = "Loading" }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: "fixed",
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 2,
        bgcolor: "background.default",
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography sx={{ color: "text.secondary" }}>{label}…</Typography>
    </Box>
  );
}

/** A smaller loader inside the page (lazy routes). */
export function PageLoader() {
  return (
    <Box role="status" aria-live="polite" sx={{ display: "flex", justifyContent: "center", py: 10 }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
}
