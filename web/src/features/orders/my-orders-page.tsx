import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { Order } from "@hometools/contract";
import { useEffect, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { ConfirmDialog } from "../../components/forms/confirm-dialog";
import { DashboardPanel } from "../../components/layout/dashboard-panel";
import { DataTable } from "../../components/tables/data-table";
import { OrderLinesList } from "../../components/orders/order-lines-list";
import { OrderPrice } from "../../components/orders/order-price";
import { OrderStatusChips, payWithin, shownStatus } from "../../components/orders/order-status";
import { QueryView } from "../../components/feedback/query-view";
import { ShowMore } from "../../components/buttons/show-more";
import { paths } from "../../config/paths";
import { isAuthError } from "../../lib/api/api-client";
import { notifyError } from "../../lib/api/error-message";
import { useNow } from "../../lib/use-now";
import { useSession } from "../../lib/session/session";
import { useWrite } from "../../lib/api/use-write";
import { cancelOrder } from "./api/cancel-order";
import { useMyOrders } from "./api/get-my-orders";

/**
 * My orders: no, name (a link to the order's page), price, ordered pieces, transaction ID, payment.
 * An order of a tool with options lists its lines with their variants under the name. An unpaid order shows its pay
 * link, how long it still holds its stock and a way to cancel it; any other order shows its status.
 */
export function MyOrdersPage() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const { state, retry, update, more } = useMyOrders(user!.email);
  const now = useNow(15_000);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const { run, busy } = useWrite();

  // Spec section 8: a 401 or 403 here signs the user out, clears the token and goes to /.
  const refused = state.status === "error" && isAuthError(state.error);
  useEffect(() => {
    if (!refused) return;
    notifyError(state.error);
    void signOut().then(() => navigate(paths.root, { replace: true }));
  }, [refused, state.error, signOut, navigate]);

  const cancel = async (order: Order) => {
    const done = await run(
      async () => {
        const cancelled = await cancelOrder(order._id);
        update((orders) => orders.map((item) => (item._id === cancelled._id ? cancelled : item)));
      },
      { success: "Order cancelled" },
    );
    // A failure may mean the order moved meanwhile (paid, expired): show it as it is now.
    if (!done.ok) retry();
    setCancelling(null);
  };

  return (
    <DashboardPanel title="My orders" subtitle="Pay for booked orders and follow what you bought.">
      <QueryView
        state={state}
        onRetry={retry}
        loadingLabel="Loading your orders"
        what="your orders"
        emptyTitle="No orders yet"
        empty={
          <Button component={RouterLink} to={paths.root} variant="contained" sx={{ mt: 1 }}>
            Browse our tools
          </Button>
        }
        hideError={refused}
      >
        {(orders) => (
          <DataTable
            label="My orders"
            columns={["No", "Name", "Price", "Ordered pieces", "Transaction ID", "Payment"]}
            minWidth={600}
          >
            {orders.map((order, index) => (
              <TableRow key={order._id}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={paths.dashboard.order(order._id)} sx={{ fontWeight: 600 }}>
                    {order.productName}
                  </Link>
                  <Typography component="span" sx={{ display: "block", color: "text.secondary", fontSize: "0.85rem" }}>
                    {order.orderNumber}
                  </Typography>
                  {order.lines.some((line) => line.variantLabel) && (
                    <Typography component="div" sx={{ color: "text.secondary", fontSize: "0.85rem" }}>
                      <OrderLinesList lines={order.lines} label={`Tools of order ${order.orderNumber}`} />
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <OrderPrice order={order} />
                </TableCell>
                <TableCell>{order.quantity}</TableCell>
                <TableCell>
                  <Typography
                    component="span"
                    sx={{ fontFamily: "monospace", fontSize: "0.85rem", overflowWrap: "anywhere" }}
                  >
                    {order.transactionId ?? ""}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Payment order={order} now={now} onCancel={() => setCancelling(order)} />
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </QueryView>
      {state.status === "success" && <ShowMore more={more} />}
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this order?"
        detail={
          cancelling
            ? `Your ${cancelling.quantity} × ${cancelling.productName} go back on sale and you will not be charged.`
            : undefined
        }
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        busy={busy}
        onConfirm={() => cancelling && void cancel(cancelling)}
        onCancel={() => setCancelling(null)}
      />
    </DashboardPanel>
  );
}

function Payment({ order, now, onCancel }: { order: Order; now: Date; onCancel: () => void }) {
  const status = shownStatus(order, now);
  if (status !== "pending") return <OrderStatusChips status={status} disputed={order.disputed} />;
  return (
    <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
      <Button component={RouterLink} to={paths.dashboard.payment(order._id)} variant="contained" size="small">
        pay
      </Button>
      {order.expiresAt && (
        <Typography variant="caption" sx={{ color: "text.secondary", whiteSpace: "nowrap" }}>
          {payWithin(order.expiresAt, now)}
        </Typography>
      )}
      <Button size="small" color="secondary" onClick={onCancel} sx={{ px: 0.5, minWidth: 0 }}>
        Cancel order
      </Button>
    </Stack>
  );
}
