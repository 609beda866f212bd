import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { MorePages } from "../lib/use-api-pages";

/** "Show more ..." under a paged list: a real button (keyboard, screen readers), only while there is more. */
export function ShowMore({ more, label = "Show more" }: { more: MorePages; label?: string }) {
  if (!more.hasMore && !more.loading) return null;
  return (
    <Box sx={{ display: "flex", justifyContent: "center", mt: 3 }}>
      <Button variant="outlined" onClick={more.load} disabled={more.loading} aria-busy={more.loading}>
        {more.loading ? "Loading…" : label}
      </Button>
    </Box>
  );
}
