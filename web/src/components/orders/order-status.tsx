import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import type { Order } from "@hometools/contract";
import { holdHasEnded, orderStatusLabels, type OrderStatus } from "@hometools/contract/order-lifecycle";

const colors: Record<OrderStatus, "default" | "success" | "info" | "warning"> = {
  pending: "default",
  paid: "success",
  shipped: "info",
  expired: "default",
  cancelled: "default",
  "partially-refunded": "warning",
  refunded: "warning",
};

/**
 * An order's status as the shop shows it. A pending order whose hold has ended shows "Expired" at
 * once, before the server's sweep records it, since it can no longer be paid (the server's own rule).
 */
export function shownStatus(order: Pick<Order, "status" | "expiresAt">, now: Date): OrderStatus {
  return holdHasEnded(order, now) ? "expired" : order.status;
}

/** The status chip, plus "Disputed" when the customer opened a dispute at their bank. */
export function OrderStatusChips({ status, disputed }: { status: OrderStatus; disputed: boolean }) {
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: "wrap" }}>
      <Chip
        size="small"
        label={orderStatusLabels[status]}
        color={colors[status]}
        variant={status === "pending" || status === "expired" || status === "cancelled" ? "outlined" : "filled"}
        sx={{ fontWeight: 700 }}
      />
      {disputed && <Chip size="small" label="Disputed" color="error" sx={{ fontWeight: 700 }} />}
    </Stack>
  );
}

/** "Pay within 24 min": how long a pending order still holds its stock, in whole minutes. */
export function payWithin(expiresAt: string, now: Date): string {
  const minutes = Math.max(1, Math.ceil((Date.parse(expiresAt) - now.getTime()) / 60_000));
  return `Pay within ${minutes} min`;
}
