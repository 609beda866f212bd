import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { isChunkLoadError } from "./chunk-reload";

interface Props {
  error: unknown;
  /** Renders the page again; a chunk that failed to load needs a reload instead (React.lazy keeps the failure). */
  onRetry: () => void;
}

/** What a shopper sees instead of a blank page when a page fails to render or to load. */
export function ErrorPage({ error, onRetry }: Props) {
  const chunk = isChunkLoadError(error);
  return (
    <Box sx={{ maxWidth: 560, mx: "auto", my: { xs: 6, sm: 10 }, px: 2, textAlign: "center" }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Something went wrong
      </Typography>
      <Typography sx={{ mt: 2, color: "text.secondary" }}>
        {chunk
          ? "This page could not load, perhaps because the shop was just updated. Retry to load the new version."
          : "This page stopped working. Retry usually fixes it; your orders are safe."}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: "center" }}>
        <Button variant="contained" size="large" onClick={chunk ? () => window.location.reload() : onRetry}>
          Retry
        </Button>
        {/* A plain link: the top-level boundary sits outside the router. */}
        <Button variant="outlined" size="large" href="/">
          Home page
        </Button>
      </Stack>
    </Box>
  );
}
