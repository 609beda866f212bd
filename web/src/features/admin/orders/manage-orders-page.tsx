import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import type { Order } from "@hometools/contract";
import { canMove } from "@hometools/contract/order-lifecycle";
import { lazy, Suspense, useState } from "react";
import { DashboardPanel } from "../../../components/layout/dashboard-panel";
import { DataTable } from "../../../components/tables/data-table";
import { OrderPrice } from "../../../components/orders/order-price";
import { OrderStatusChips } from "../../../components/orders/order-status";
import { QueryView } from "../../../components/feedback/query-view";
import { ShowMore } from "../../../components/buttons/show-more";
import { useTeamRole } from "../../../lib/session/team-role";
import { useWrite } from "../../../lib/api/use-write";
import { refundOrder, type RefundRequest } from "../after-sale/api/refund-order";
import { deleteOrder, shipOrder, useAllOrders } from "./api/orders";
import { OrderHistoryDialog } from "./order-history-dialog";
import { AdminOrderLines } from "./order-lines";

// Opened by few visits: loaded when Refund is pressed.
const RefundDialog = lazy(() => import("../after-sale/refund-dialog"));

type Action = "delete" | "ship" | "refund";

/**
 * Manage Orders: every order with its number and status, and the actions its status allows: Mark
 * shipped, Refund (a dialog: everything left, some pieces or an amount, Restock), its history, and
 * Delete (the spec's: no confirm step). The search box finds an order by its number. Refund and
 * Delete are the owner's: staff are not offered them (docs/decisions/034).
 */
export function ManageOrdersPage() {
  const owner = useTeamRole() === "owner";
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const { state, retry, update, more } = useAllOrders(search);
  const { run, isBusy } = useWrite<{ id: string; action: Action }>();
  const [refunding, setRefunding] = useState<Order | null>(null);
  const [history, setHistory] = useState<Order | null>(null);

  const replace = (changed: Order) => update((orders) => orders.map((o) => (o._id === changed._id ? changed : o)));

  /** What each action sends, and what it says once done. */
  const refund = async (order: Order, request?: RefundRequest) => {
    const refunded = await refundOrder(order._id, request);
    replace(refunded);
    return refunded.status === "refunded" ? "Order refunded" : "Refunded in part";
  };
  const writes: Record<Action, (order: Order) => Promise<string | undefined>> = {
    ship: async (order) => {
      replace(await shipOrder(order._id));
      return "Order marked shipped";
    },
    refund: (order) => refund(order),
    delete: async (order) => {
      const { deletedCount } = await deleteOrder(order._id);
      // Already gone (another admin): show the list as it is now, without a word.
      if (deletedCount === 0) return void retry();
      update((orders) => orders.filter((item) => item._id !== order._id));
      return "Order deleted";
    },
  };

  const act = async (order: Order, action: Action, request?: RefundRequest) => {
    const write = action === "refund" ? () => refund(order, request) : () => writes[action](order);
    const done = await run(write, { key: { id: order._id, action }, success: (said) => said });
    // A failure may mean the order changed under the page: show it as it is now.
    if (!done.ok) retry();
    if (action === "refund") setRefunding(null);
  };

  return (
    <DashboardPanel title="Manage orders" subtitle="Every order in the shop, newest first.">
      <Stack
        component="form"
        role="search"
        direction="row"
        spacing={1}
        sx={{ mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
        }}
      >
        <TextField
          size="small"
          label="Find by order number"
          placeholder="HT-7K2MQX"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="outlined">
          Find
        </Button>
        {search && (
          <Button
            color="secondary"
            onClick={() => {
              setTyped("");
              setSearch("");
            }}
          >
            Show all
          </Button>
        )}
      </Stack>
      <QueryView
        state={state}
        onRetry={retry}
        loadingLabel="Loading orders"
        what="the orders"
        emptyTitle="No orders yet"
      >
        {(orders) => (
          <DataTable label="All orders" columns={["No", "Name", "Product", "Price", "Status", "Action"]} minWidth={760}>
            {orders.map((order, index) => (
              <TableRow key={order._id}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>
                  <span style={{ fontFamily: "monospace" }}>{order.orderNumber}</span>
                  <br />
                  {order.name}
                  <br />
                  <span style={{ color: "#4B5563", fontSize: "0.85em", overflowWrap: "anywhere" }}>{order.email}</span>
                </TableCell>
                <TableCell>
                  <AdminOrderLines lines={order.lines} label={`Tools of ${order.name}'s order`} />
                </TableCell>
                <TableCell>
                  <OrderPrice order={order} />
                </TableCell>
                <TableCell>
                  <OrderStatusChips status={order.status} disputed={order.disputed} />
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
                    {canMove(order.status, "ship") && (
                      <Button
                        size="small"
                        variant="contained"
                        disabled={isBusy({ id: order._id })}
                        onClick={() => act(order, "ship")}
                      >
                        Mark shipped
                      </Button>
                    )}
                    {owner && canMove(order.status, "refund") && (
                      <Button
                        size="small"
                        variant="outlined"
                        color="warning"
                        disabled={isBusy({ id: order._id })}
                        onClick={() => setRefunding(order)}
                      >
                        Refund
                      </Button>
                    )}
                    <Button size="small" color="secondary" onClick={() => setHistory(order)}>
                      History
                    </Button>
                    {owner && (
                      <Button
                        variant="outlined"
                        color="error"
                        size="small"
                        disabled={isBusy({ id: order._id })}
                        onClick={() => act(order, "delete")}
                      >
                        Delete
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </QueryView>
      {state.status === "success" && <ShowMore more={more} />}
      {refunding && (
        <Suspense fallback={null}>
          <RefundDialog
            order={refunding}
            busy={isBusy({ action: "refund" })}
            onRefund={(request) => {
              void act(refunding, "refund", request);
            }}
            onCancel={() => setRefunding(null)}
          />
        </Suspense>
      )}
      <OrderHistoryDialog order={history} onClose={() => setHistory(null)} />
    </DashboardPanel>
  );
}
