import type { Order } from "@hometools/contract";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useParams } from "react-router-dom";
import { LoadError } from "../../components/query-states";
import { api } from "../../lib/api-client";
import { formatMoney } from "../../lib/format";
import { useApiQuery } from "../../lib/use-api-query";

/**
 * Placeholder until the payments issue lands the card form: shows which order is to be paid.
 * The payments engineer owns this file and replaces it.
 */
export default function PaymentPage() {
  const { id = "" } = useParams();
  const { state, retry } = useApiQuery((signal) => api.get<Order>(`/orders/${encodeURIComponent(id)}`, { signal }), [id]);

  return (
    <Paper elevation={0} sx={{ border: "1px solid #E5E0D8", borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <title>Payment · Home Tools</title>
      {state.status === "loading" && (
        <Box role="status" aria-label="Loading the order">
          <Skeleton height={40} width="60%" />
          <Skeleton width="30%" />
        </Box>
      )}
      {state.status === "error" && <LoadError what="the order" error={state.error} onRetry={retry} />}
      {state.status === "success" && (
        <>
          <Typography variant="h5" component="h2">
            Please Pay for {state.data.productName}
          </Typography>
          <Typography sx={{ mt: 1, fontSize: "1.2rem" }}>
            Price: <strong>{formatMoney(state.data.totalPrice)}</strong>
          </Typography>
          {state.data.paid ? (
            <Alert severity="success" sx={{ mt: 2 }}>
              This order is paid. Transaction Id: {state.data.transactionId}
            </Alert>
          ) : (
            <Alert severity="info" sx={{ mt: 2 }}>
              Card payment is coming soon.
            </Alert>
          )}
        </>
      )}
    </Paper>
  );
}
