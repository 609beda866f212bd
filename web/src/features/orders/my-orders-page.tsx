import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useEffect } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { DashboardPanel } from "../../components/dashboard-panel";
import { DataTable } from "../../components/data-table";
import { QueryView } from "../../components/query-view";
import { paths } from "../../config/paths";
import { isAuthError, notifyError } from "../../lib/api-client";
import { formatMoney } from "../../lib/format";
import { useSession } from "../../lib/session";
import { useMyOrders } from "./api/get-my-orders";

/** My orders: no, name, price, ordered pieces, transaction ID, payment (pay link or "paid"). */
export function MyOrdersPage() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const { state, retry } = useMyOrders(user!.email);

  // Spec section 8: a 401 or 403 here signs the user out, clears the token and goes to /.
  const refused = state.status === "error" && isAuthError(state.error);
  useEffect(() => {
    if (!refused) return;
    notifyError(state.error);
    void signOut().then(() => navigate(paths.root, { replace: true }));
  }, [refused, state.error, signOut, navigate]);

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
            minWidth={560}
          >
            {orders.map((order, index) => (
              <TableRow key={order._id}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{order.productName}</TableCell>
                <TableCell>{formatMoney(order.totalPrice)}</TableCell>
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
                  {order.paid ? (
                    <Chip label="paid" color="success" size="small" sx={{ fontWeight: 700 }} />
                  ) : (
                    <Button
                      component={RouterLink}
                      to={paths.dashboard.payment(order._id)}
                      variant="contained"
                      size="small"
                    >
                      pay
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </QueryView>
    </DashboardPanel>
  );
}
