import type { Order, OrderReturn } from "@hometools/contract";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { lineKey } from "@hometools/contract/variant-rules";
import { formatMoney } from "../../../lib/format";
import { lineName, type NamedLine } from "../../../lib/line-name";

const when = (at: string | null) => (at ? new Date(at).toLocaleString("en-US") : "");
const piecesText = (lines: (NamedLine & { quantity: number })[]) =>
  lines.map((line) => `${line.quantity} x ${lineName(line)}`).join(", ");

const returnLabels: Record<OrderReturn["status"], string> = {
  requested: "Requested",
  approved: "Approved: please send the pieces back",
  rejected: "Not accepted",
  received: "Received",
  refunded: "Refunded",
  withdrawn: "Withdrawn",
};

/** The order's refunds and returns, oldest first; nothing when it has neither. */
export function AfterSaleFacts({ order, returns }: { order: Order; returns: OrderReturn[] }) {
  if (order.refunds.length === 0 && returns.length === 0) return null;
  return (
    <Box sx={{ mt: 3, display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "1fr 1fr" } }}>
      {order.refunds.length > 0 && (
        <Box>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            Refunds ({formatMoney(order.refundedTotal)} of {formatMoney(order.totalPrice)}
            {order.refundedTax > 0 && `, tax ${formatMoney(order.refundedTax)}`})
          </Typography>
          <Box component="ul" aria-label="Refunds of this order" sx={{ m: 0, pl: 2.5 }}>
            {order.refunds.map((refund) => (
              <li key={refund.refundId}>
                <Typography variant="body2">
                  {when(refund.at)}: {formatMoney(refund.amount)}
                  {refund.tax > 0 && ` (tax ${formatMoney(refund.tax)})`}
                  {refund.lines.length > 0 && ` for ${piecesText(refund.lines)}`}
                  {refund.restock && refund.lines.length > 0 ? " (back on sale)" : ""}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {returns.length > 0 && (
        <Box>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            Returns
          </Typography>
          <Box component="ul" aria-label="Returns of this order" sx={{ m: 0, pl: 2.5 }}>
            {returns.map((ret) => (
              <li key={ret._id}>
                <Typography variant="body2">
                  {when(ret.createdAt)}: {piecesText(ret.lines)}: {returnLabels[ret.status]}
                  {ret.rejectReason ? ` (${ret.rejectReason})` : ""}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}

/**
 * Pieces of each line the shopper may still ask to return, by the line's key (`lineKey`: a tool and
 * its variant): not refunded, not in an open return.
 */
export function piecesLeftToReturn(order: Order, returns: OrderReturn[]): Record<string, number> {
  const left: Record<string, number> = {};
  for (const line of order.lines) left[lineKey(line)] = line.quantity;
  const take = (lines: { productId: string; variantId?: string | null; quantity: number }[]) => {
    for (const line of lines) left[lineKey(line)] = (left[lineKey(line)] ?? 0) - line.quantity;
  };
  for (const refund of order.refunds) take(refund.lines);
  for (const ret of returns) if (!["rejected", "refunded"].includes(ret.status)) take(ret.lines);
  return left;
}
