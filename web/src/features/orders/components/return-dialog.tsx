import type { Order } from "@hometools/contract";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { DEFAULT_VARIANT_ID, lineKey, variantIdOf } from "@hometools/contract/variant-rules";
import { useState } from "react";
import { lineName } from "../../../lib/line-name";
import { useWrite } from "../../../lib/api/use-write";
import { requestReturn } from "../api/returns";
import { DialogButtons } from "../../../components/forms/dialog-buttons";

interface Props {
  order: Order;
  /** Pieces of each line the shopper may still return, by the line's key (a tool and its variant). */
  left: Record<string, number>;
  onClose: (asked: boolean) => void;
}

/**
 * "Return items": how many pieces of each line go back, and why. Loaded only when opened (the
 * order page's first visit does not need it). MUI's Dialog traps focus and closes on Escape.
 */
export default function ReturnDialog({ order, left, onClose }: Props) {
  const [pieces, setPieces] = useState<Record<string, string>>({});
  const [reason, setReason] = useState("");
  const { run, busy } = useWrite();
  const asked = (line: Order["lines"][number]) => Number(pieces[lineKey(line)] || 0);
  const lines = order.lines
    .map((line) => ({
      productId: line.productId,
      ...(variantIdOf(line) !== DEFAULT_VARIANT_ID && { variantId: variantIdOf(line) }),
      quantity: asked(line),
    }))
    .filter((line) => line.quantity > 0);
  const tooMany = order.lines.some((line) => asked(line) > (left[lineKey(line)] ?? 0));
  const ready = lines.length > 0 && !tooMany && reason.trim().length > 0;

  const submit = async () => {
    const done = await run(() => requestReturn(order._id, { lines, reason: reason.trim() }), {
      success: "Return requested: we will answer soon",
    });
    if (done.ok) onClose(true);
  };

  return (
    <Dialog open onClose={busy ? undefined : () => onClose(false)} aria-labelledby="return-title" fullWidth>
      <DialogTitle id="return-title">Return items</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Choose how many pieces of each tool you send back, and tell us why. We refund them once they arrive.
        </DialogContentText>
        <Stack spacing={2}>
          {order.lines.map((line) => {
            const key = lineKey(line);
            return (
              <TextField
                key={key}
                type="number"
                label={`Pieces of ${lineName(line)} to return`}
                helperText={`Up to ${left[key] ?? 0}`}
                value={pieces[key] ?? ""}
                onChange={(event) => setPieces((now) => ({ ...now, [key]: event.target.value }))}
                slotProps={{ htmlInput: { min: 0, max: left[key] ?? 0, step: 1 } }}
                error={asked(line) > (left[key] ?? 0)}
              />
            );
          })}
          <TextField
            label="Reason"
            required
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Stack>
      </DialogContent>
      <DialogButtons
        confirmLabel="Ask for return"
        busy={busy}
        disabled={!ready}
        onConfirm={() => void submit()}
        onCancel={() => onClose(false)}
      />
    </Dialog>
  );
}
