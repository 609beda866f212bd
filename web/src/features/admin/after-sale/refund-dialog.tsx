import type { Order } from "@hometools/contract";
import { lineKey } from "@hometools/contract/variant-rules";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { formatMoney } from "../../../lib/format";
import type { RefundRequest } from "./api/refund-order";
import { DialogButtons } from "../../../components/forms/dialog-buttons";
import { lineName } from "./line-name";

type Mode = "rest" | "pieces" | "amount";

interface Props {
  order: Order;
  busy: boolean;
  onRefund: (request: RefundRequest) => void;
  onCancel: () => void;
}

/**
 * Manage Orders' refund: everything left, some pieces of each line, or an amount, and whether the
 * refunded pieces go back on sale (Restock: on for an order not shipped yet, off once shipped, as
 * the server decides when not told). Loaded when opened.
 */
export default function RefundDialog({ order, busy, onRefund, onCancel }: Props) {
  const left = Math.round((order.totalPrice - order.refundedTotal) * 100) / 100;
  const [mode, setMode] = useState<Mode>("rest");
  // Pieces typed per line, by its lineKey: one tool may be on several lines, one per variant.
  const [pieces, setPieces] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState("");
  const [restock, setRestock] = useState(!order.shippedAt);
  const [reason, setReason] = useState("");

  const lines = order.lines
    .map((line) => ({
      productId: line.productId,
      ...(line.variantId && { variantId: line.variantId }),
      quantity: Number(pieces[lineKey(line)] || 0),
    }))
    .filter((line) => line.quantity > 0);
  const ready = mode === "rest" || (mode === "pieces" ? lines.length > 0 : Number(amount) > 0);
  const submit = () => {
    const extra = { restock, ...(reason.trim() && { reason: reason.trim() }) };
    if (mode === "pieces") onRefund({ lines, ...extra });
    else if (mode === "amount") onRefund({ amount: Number(amount), ...extra });
    else onRefund(extra);
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      role="alertdialog"
      aria-labelledby="refund-title"
      aria-describedby="refund-detail"
      fullWidth
    >
      <DialogTitle id="refund-title">Refund this order?</DialogTitle>
      <DialogContent>
        <DialogContentText id="refund-detail" sx={{ mb: 2 }}>
          {`${order.orderNumber}: ${formatMoney(left)} goes back to ${order.email} through Stripe when everything left is refunded. This cannot be undone.`}
        </DialogContentText>
        <RadioGroup aria-label="What to refund" value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
          <FormControlLabel value="rest" control={<Radio />} label={`Everything left (${formatMoney(left)})`} />
          <FormControlLabel value="pieces" control={<Radio />} label="Some pieces" />
          <FormControlLabel value="amount" control={<Radio />} label="An amount" />
        </RadioGroup>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {mode === "pieces" &&
            order.lines.map((line) => (
              <TextField
                key={lineKey(line)}
                type="number"
                label={`Pieces of ${lineName(line)} to refund`}
                helperText={`${line.quantity} bought at ${formatMoney(line.unitPrice)}${line.sku ? ` · SKU ${line.sku}` : ""}`}
                value={pieces[lineKey(line)] ?? ""}
                onChange={(event) => setPieces((now) => ({ ...now, [lineKey(line)]: event.target.value }))}
                slotProps={{ htmlInput: { min: 0, max: line.quantity, step: 1 } }}
              />
            ))}
          {mode === "amount" && (
            <TextField
              type="number"
              label="Amount to refund (USD)"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              slotProps={{ htmlInput: { min: 0.01, max: left, step: 0.01 } }}
            />
          )}
          <FormControlLabel
            control={<Checkbox checked={restock} onChange={(event) => setRestock(event.target.checked)} />}
            label="Restock: put the refunded pieces back on sale"
          />
          <TextField
            label="Reason (optional)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Stack>
      </DialogContent>
      <DialogButtons
        confirmLabel="Refund"
        busy={busy}
        disabled={!ready}
        color="error"
        focusCancel
        onConfirm={submit}
        onCancel={onCancel}
      />
    </Dialog>
  );
}
