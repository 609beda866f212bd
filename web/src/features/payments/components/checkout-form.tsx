import type { Order } from "@hometools/contract";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { CardElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { useRef, useState, type FormEvent } from "react";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { confirmBooking } from "../api/confirm-booking";
import { createPaymentIntent } from "../api/create-payment-intent";

interface Props {
  order: Order;
  /** The server's paid order after PATCH /booking (or after it said the order was paid already). */
  onPaid: (order: Order) => void;
  /** Loads the order again (when the server says it is paid already). */
  onStale: () => void;
}

const cardStyle = {
  base: { fontSize: "16px", color: "#1F2933", "::placeholder": { color: "#6B7280" } },
  invalid: { color: "#B42318" },
};

/**
 * The card form: Stripe's Card Element (or the stand-in's look-alike offline) and Pay.
 * Pay asks the server for the order's PaymentIntent, confirms the card with Stripe, shows Stripe's
 * own message in red when it fails, and on success shows the transaction id and tells the server.
 */
export function CheckoutForm({ order, onPaid, onStale }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [cardError, setCardError] = useState("");
  const [transactionId, setTransactionId] = useState<string | null>(null);
  const [booking, setBooking] = useState<"idle" | "done" | "failed">("idle");
  const inFlight = useRef(false);

  const paid = order.paid || transactionId !== null;

  async function pay(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    // A double click must not confirm twice: the disabled state renders a frame late.
    if (!stripe || !card || inFlight.current || paid) return;
    inFlight.current = true;
    setPaying(true);
    setCardError("");
    try {
      const clientSecret = await createPaymentIntent({ orderId: order._id, price: order.totalPrice });
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: order.name, email: order.email } },
      });
      if (result.error) {
        setCardError(result.error.message ?? "Your card could not be charged.");
        return;
      }
      if (result.paymentIntent.status !== "succeeded") {
        setCardError("The payment did not go through. Please try again.");
        return;
      }
      setTransactionId(result.paymentIntent.id);
      await confirmBooking(order._id, { transactionId: result.paymentIntent.id }).then(
        (paidOrder) => {
          setBooking("done");
          onPaid(paidOrder);
        },
        // The money is taken; Stripe's webhook marks the order paid even when this call fails.
        () => setBooking("failed"),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === "already-paid") onStale();
      setCardError(errorMessage(error));
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  }

  return (
    <Box component="form" onSubmit={pay} noValidate sx={{ mt: 3, maxWidth: 520 }}>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>Card</Typography>
      <Box
        sx={{
          border: "1px solid",
          borderColor: cardError ? "error.main" : "#C9C2B8",
          borderRadius: 2,
          px: 1.75,
          py: 1.5,
          bgcolor: "background.paper",
          "&:focus-within": { borderColor: "primary.main", boxShadow: "0 0 0 1px currentColor" },
        }}
      >
        <CardElement options={{ style: cardStyle, disabled: paid }} onChange={() => setCardError("")} />
      </Box>
      {cardError && (
        <Typography role="alert" sx={{ color: "error.main", mt: 1.5, fontWeight: 500 }}>
          {cardError}
        </Typography>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!stripe || !elements || paying || paid}
        startIcon={paying ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ mt: 2.5, minWidth: 140 }}
      >
        Pay
      </Button>
      {transactionId && (
        <Box role="status" sx={{ mt: 3 }}>
          <Typography sx={{ color: "success.dark", fontWeight: 700, fontSize: "1.15rem" }}>
            Congrats! Your payment is completed.
          </Typography>
          <Typography sx={{ mt: 0.5 }}>
            Your transaction Id:{" "}
            <Box component="span" sx={{ fontFamily: "monospace", fontWeight: 600, overflowWrap: "anywhere" }}>
              {transactionId}
            </Box>
          </Typography>
          {booking !== "idle" && (
            <Typography sx={{ mt: 0.5, color: "text.secondary" }}>
              {booking === "done" ? "Your order is marked as paid." : "Your order will show as paid in a moment."}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
