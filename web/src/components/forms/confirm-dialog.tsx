import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { DialogButtons } from "./dialog-buttons";

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
      <DialogButtons
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        busy={busy}
        color="error"
        focusCancel
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </Dialog>
  );
}
