import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useState } from "react";
import toast from "react-hot-toast";
import { DashboardPanel } from "../../components/dashboard-panel";
import { EmptyState, LoadError } from "../../components/query-states";
import { TableSkeleton } from "../../components/table-skeleton";
import { compactTableSx } from "../../components/table-styles";
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
      {state.status === "loading" && <TableSkeleton label="Loading orders" />}
      {state.status === "error" && <LoadError what="the orders" error={state.error} onRetry={retry} />}
      {state.status === "success" && state.data.length === 0 && <EmptyState title="No orders yet" />}
      {state.status === "success" && state.data.length > 0 && (
        <TableContainer>
          <Table aria-label="All orders" size="small" sx={{ ...compactTableSx, minWidth: { sm: 600 } }}>
            <TableHead>
              <TableRow>
                <TableCell>No</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Product</TableCell>
                <TableCell>Price</TableCell>
                <TableCell>Payment</TableCell>
                <TableCell>Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {state.data.map((order, index) => (
                <TableRow key={order._id}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>
                    {order.name}
                    <br />
                    <span style={{ color: "#4B5563", fontSize: "0.85em", overflowWrap: "anywhere" }}>
                      {order.email}
                    </span>
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
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </DashboardPanel>
  );
}
