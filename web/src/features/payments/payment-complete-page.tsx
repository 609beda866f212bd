import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { errorMessage } from "../../lib/api/error-message";
import { confirmBooking } from "./api/confirm-booking";
import { PaymentReceipt } from "./components/payment-receipt";

type Outcome =
  | { status: "checking" }
  | { status: "paid"; transactionId: string }
  | { status: "processing" }
  | { status: "failed"; message: string };

const notThrough = "The payment did not go through. Please try again with another card or method.";

/** What Stripe's redirect says, checked with the server when it says the payment succeeded. */
function useOutcome(orderId: string, paymentIntent: string | null, redirectStatus: string | null): Outcome {
  const [outcome, setOutcome] = useState<Outcome>({ status: "checking" });
  useEffect(() => {
    if (!paymentIntent || (redirectStatus !== "succeeded" && redirectStatus !== "processing")) {
      setOutcome({ status: "failed", message: notThrough });
      return;
    }
    if (redirectStatus === "processing") {
      setOutcome({ status: "processing" });
      return;
    }
    let live = true;
    // The redirect's word is not enough: the server retrieves the PaymentIntent from Stripe.
    confirmBooking(orderId, { transactionId: paymentIntent }).then(
      (order) => live && setOutcome({ status: "paid", transactionId: order.transactionId ?? paymentIntent }),
      (error: unknown) => live && setOutcome({ status: "failed", message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [orderId, paymentIntent, redirectStatus]);
  return outcome;
}

/**
 * /dashboard/payment/{id}/complete: Stripe's return_url. A payment method that leaves the page (a
 * bank's page, some wallets) comes back here with `payment_intent` and `redirect_status` in the
 * query; the page confirms with the server (PATCH /booking/{id}, as the payment page does) and shows
 * the result.
 */
export default function PaymentCompletePage() {
  const { id = "" } = useParams();
  const [query] = useSearchParams();
  const outcome = useOutcome(id, query.get("payment_intent"), query.get("redirect_status"));

  return (
    <Paper elevation={0} sx={{ border: "1px solid #E5E0D8", borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <title>Payment · Home Tools</title>
      <Typography variant="h5" component="h2">
        Your payment
      </Typography>
      {outcome.status === "checking" && (
        <Typography role="status" sx={{ mt: 2 }}>
          Checking your payment…
        </Typography>
      )}
      {outcome.status === "paid" && <PaymentReceipt transactionId={outcome.transactionId} booking="done" />}
      {outcome.status === "processing" && (
        <Alert severity="info" sx={{ mt: 2, maxWidth: 520 }}>
          Your payment is being processed. Your order will show as paid when it completes.
        </Alert>
      )}
      {outcome.status === "failed" && (
        <Box sx={{ mt: 2 }}>
          <Typography role="alert" sx={{ color: "error.main", fontWeight: 500 }}>
            {outcome.message}
          </Typography>
          <Button component={RouterLink} to={paths.dashboard.payment(id)} variant="outlined" sx={{ mt: 2 }}>
            Back to payment
          </Button>
        </Box>
      )}
      {outcome.status !== "checking" && outcome.status !== "failed" && (
        <Button component={RouterLink} to={paths.dashboard.orders} variant="outlined" sx={{ mt: 3 }}>
          My orders
        </Button>
      )}
    </Paper>
  );
}
