import type { Order } from "@hometools/contract";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import GlobalStyles from "@mui/material/GlobalStyles";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useState } from "react";
import { mayAskReturn } from "@hometools/contract/order-lifecycle";
import { lineKey } from "@hometools/contract/variant-rules";
import { Link as RouterLink, useParams } from "react-router-dom";
import { ConfirmDialog } from "../../components/forms/confirm-dialog";
import { DashboardPanel } from "../../components/layout/dashboard-panel";
import { DataTable } from "../../components/tables/data-table";
import { LineVariant } from "../../components/orders/line-variant";
import { OrderDocuments } from "../../components/orders/order-documents";
import { OrderStatusChips, payWithin, shownStatus } from "../../components/orders/order-status";
import { LoadError } from "../../components/feedback/query-states";
import { TableSkeleton } from "../../components/tables/table-skeleton";
import { paths } from "../../config/paths";
import { formatMoney } from "../../lib/format";
import { useNow } from "../../lib/use-now";
import { useWrite } from "../../lib/api/use-write";
import { cancelOrder } from "./api/cancel-order";
import { useOrder } from "../../lib/use-order";
import { useOrderReturns } from "./api/returns";
import { AfterSaleFacts, piecesLeftToReturn } from "./components/after-sale-facts";
import { OrderFacts } from "./components/order-facts";

// Asked for by few: loaded when "Return items" is pressed.
const ReturnDialog = lazy(() => import("./components/return-dialog"));

// Printed, the page is a receipt: the shop's bars, menus and buttons stay off the paper.
const receiptPrint = (
  <GlobalStyles
    styles={{
      "@media print": {
        "header, footer, nav, [data-no-print]": { display: "none !important" },
        body: { background: "#fff" },
      },
    }}
  />
);

/**
 * /dashboard/orders/{id}: one order for its owner (and admins): its lines, total, status, the
 * history of its moves and the transaction ID, its invoice and credit notes once paid; Pay while
 * it can be paid, Cancel while pending.
 */
export function OrderPage() {
  const { id = "" } = useParams();
  const { state, retry, update } = useOrder(id);
  const now = useNow(15_000);
  const [confirming, setConfirming] = useState(false);
  const { run, busy } = useWrite();
  const returnsQuery = useOrderReturns(id);
  const [returning, setReturning] = useState(false);

  const cancel = async () => {
    const done = await run(() => cancelOrder(id), { success: "Order cancelled" });
    if (done.ok) update(() => done.value);
    else retry();
    setConfirming(false);
  };

  if (!state.data) {
    return (
      <DashboardPanel title="Order">
        {state.status === "error" ? (
          <LoadError what="this order" error={state.error} onRetry={retry} />
        ) : (
          <TableSkeleton label="Loading the order" />
        )}
      </DashboardPanel>
    );
  }
  const order: Order = state.data;
  const status = shownStatus(order, now);
  const returns = returnsQuery.state.data ?? [];
  const left = piecesLeftToReturn(order, returns);
  const canReturn =
    returnsQuery.state.status === "success" && mayAskReturn(order, now) && Object.values(left).some((n) => n > 0);
  return (
    <DashboardPanel
      title={`Order ${order.orderNumber || order._id}`}
      subtitle={`Placed ${order.createdAt ? new Date(order.createdAt).toLocaleString("en-US") : ""}`}
      actions={
        <Box data-no-print sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
          {status === "pending" && (
            <Button component={RouterLink} to={paths.dashboard.payment(order._id)} variant="contained">
              Pay {formatMoney(order.totalPrice)}
            </Button>
          )}
          {status === "pending" && (
            <Button color="secondary" variant="outlined" onClick={() => setConfirming(true)}>
              Cancel order
            </Button>
          )}
          {canReturn && (
            <Button variant="outlined" onClick={() => setReturning(true)}>
              Return items
            </Button>
          )}
          <Button variant="outlined" onClick={() => window.print()}>
            Print receipt
          </Button>
        </Box>
      }
    >
      {receiptPrint}
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5, mb: 2 }}>
        <OrderStatusChips status={status} disputed={order.disputed} />
        {status === "pending" && order.expiresAt && (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {payWithin(order.expiresAt, now)}
          </Typography>
        )}
      </Box>
      <DataTable label="Tools in this order" columns={["Tool", "Price", "Pieces", "Line total"]} minWidth={360}>
        {order.lines.map((line) => (
          <TableRow key={lineKey(line)}>
            <TableCell sx={{ overflowWrap: "anywhere" }}>
              {line.productName}
              <LineVariant line={line} />
            </TableCell>
            <TableCell>{formatMoney(line.unitPrice)}</TableCell>
            <TableCell>{line.quantity}</TableCell>
            <TableCell>{formatMoney(line.lineTotal)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={3} sx={{ fontWeight: 800 }}>
            Total
          </TableCell>
          <TableCell sx={{ fontWeight: 800 }}>{formatMoney(order.totalPrice)}</TableCell>
        </TableRow>
      </DataTable>
      <OrderFacts order={order} />
      <AfterSaleFacts order={order} returns={returns} />
      <OrderDocuments orderId={order._id} paid={order.paid} />
      {returning && (
        <Suspense fallback={null}>
          <ReturnDialog
            order={order}
            left={left}
            onClose={(asked) => {
              setReturning(false);
              if (asked) returnsQuery.retry();
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirming}
        title="Cancel this order?"
        detail={`Its ${order.quantity} pieces go back on sale and you will not be charged.`}
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      />
    </DashboardPanel>
  );
}
