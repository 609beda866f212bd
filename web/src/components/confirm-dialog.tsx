import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";

interface Props {
  open: boolean;
  title: string;
  detail?: string;
  confirmLabel: string;
  /** The button that closes the dialog and changes nothing (default "Cancel"). */
  cancelLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An accessible confirm dialog (focus trapped, Escape cancels, Cancel focused first). */
export function ConfirmDialog({
  open,
  title,
  detail,
  confirmLabel,
  cancelLabel = "Cancel",
  busy,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      role="alertdialog"
      aria-labelledby="confirm-title"
      aria-describedby={detail ? "confirm-detail" : undefined}
    >
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      {detail && (
        <DialogContent>
          <DialogContentText id="confirm-detail">{detail}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} autoFocus color="secondary">
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color="error">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
