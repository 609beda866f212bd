import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";

interface Props {
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button is off (what the dialog asks is not filled in yet). */
  disabled?: boolean;
  /** A call runs: both buttons are off. */
  busy?: boolean;
  /** The confirm button's colour: "error" for what cannot be undone. */
  color?: "primary" | "error";
  cancelLabel?: string;
  /** Cancel takes the focus when the dialog opens (a confirm of something that cannot be undone). */
  focusCancel?: boolean;
}

/** A dialog's Cancel and confirm buttons, as every dialog of the shop places them. */
export function DialogButtons({
  confirmLabel,
  onConfirm,
  onCancel,
  disabled = false,
  busy = false,
  color = "primary",
  cancelLabel = "Cancel",
  focusCancel = false,
}: Props) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={busy} autoFocus={focusCancel} color="secondary">
        {cancelLabel}
      </Button>
      <Button onClick={onConfirm} disabled={busy || disabled} variant="contained" color={color}>
        {confirmLabel}
      </Button>
    </DialogActions>
  );
}
