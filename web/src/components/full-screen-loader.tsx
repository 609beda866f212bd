import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";

/** Shows after `delay` ms, so a state that settles at once (a visitor with no session) never flashes. */
function useDelayed(delay: number): boolean {
  const [shown, setShown] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = window.setTimeout(() => setShown(true), delay);
    return () => window.clearTimeout(timer);
  }, [delay]);
  return shown;
}

/** Covers the page while auth state (or an admin check) loads (spec section 2). */
export function FullScreenLoader({ label = "Loading", delay = 200 }: { label?: string; delay?: number }) {
  const shown = useDelayed(delay);
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
        // Until the delay passes the overlay is invisible but still blocks clicks on a half-ready page.
        opacity: shown ? 1 : 0,
      }}
    >
      {shown && (
        <>
          <CircularProgress aria-hidden="true" />
          <Typography sx={{ color: "text.secondary" }}>{label}…</Typography>
        </>
      )}
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
