import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { errorMessage } from "../lib/api-client";

/** A failed fetch: what went wrong and a Retry button. */
export function LoadError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
      sx={{ alignItems: "center", bgcolor: "background.paper" }}
    >
      Could not load {what}. {errorMessage(error)}
    </Alert>
  );
}

/** Nothing to show yet. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box
      sx={{
        textAlign: "center",
        py: 6,
        px: 2,
        border: "2px dashed",
        borderColor: "divider",
        borderRadius: 2,
        bgcolor: "background.paper",
      }}
    >
      <Typography variant="h6" component="p" sx={{ mb: children ? 1 : 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
