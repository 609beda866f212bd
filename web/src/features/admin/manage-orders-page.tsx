import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { useState } from "react";
import toast from "react-hot-toast";
import { DashboardPanel } from "../../components/dashboard-panel";
import { DataTable } from "../../components/data-table";
import { QueryView } from "../../components/query-view";
import { notifyError } from "../../lib/api-client";
import { formatMoney } from "../../lib/format";
import { deleteOrder, useAllOrders } from "./api/orders";

/** Manage Orders: no, name, price and a delete button (spec: no confirm step) -> "Order deleted". */
export function ManageOrdersPage() {
  const { state, retry, update } = useAllOrders();
  const [deleting, setDeleting] = useState<string | null>(null);

  const remove = async (id: string) => {
    setDeleting(id);
    try {
      const { deletedCount } = await deleteOrder(id);
      if (deletedCount > 0) {
        update((orders) => orders.filter((order) => order._id !== id));
        toast.success("Order deleted");
      } else {
        retry();
      }
    } catch (error) {
      notifyError(error);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <DashboardPanel title="Manage orders" subtitle="Every order in the shop, newest first.">
      <QueryView
        state={state}
        onRetry={retry}
        loadingLabel="Loading orders"
        what="the orders"
        emptyTitle="No orders yet"
      >
        {(orders) => (
          <DataTable
            label="All orders"
            columns={["No", "Name", "Product", "Price", "Payment", "Action"]}
            minWidth={600}
          >
            {orders.map((order, index) => (
              <TableRow key={order._id}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>
                  {order.name}
                  <br />
                  <span style={{ color: "#4B5563", fontSize: "0.85em", overflowWrap: "anywhere" }}>{order.email}</span>
                </TableCell>
                <TableCell>
                  {order.productName} × {order.quantity}
                </TableCell>
                <TableCell>{formatMoney(order.totalPrice)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={order.paid ? "paid" : "unpaid"}
                    color={order.paid ? "success" : "default"}
                    variant={order.paid ? "filled" : "outlined"}
                    sx={{ fontWeight: 700 }}
                  />
                </TableCell>
                <TableCell>
                  <Button
                    variant="outlined"
                    color="error"
                    size="small"
                    disabled={deleting === order._id}
                    onClick={() => remove(order._id)}
                  >
                    Delete
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </QueryView>
    </DashboardPanel>
  );
}
