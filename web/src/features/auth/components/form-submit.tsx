import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";

/** A full-width submit button that is disabled, with a spinner, while the request is in flight. */
export function FormSubmit({ label, busy }: { label: string; busy: boolean }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1, py: 1.4 }}>
      {busy && <CircularProgress size={18} color="inherit" aria-hidden="true" sx={{ mr: 1 }} />}
      {label}
    </Button>
  );
}
