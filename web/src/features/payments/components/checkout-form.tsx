import type { Order } from "@hometools/contract";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { useRef, useState, type FormEvent } from "react";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api/error-message";
import { useSession } from "../../../lib/session/session";
import { confirmBooking } from "../api/confirm-booking";
import { PaymentReceipt, type BookingState } from "./payment-receipt";

interface Props {
  order: Order;
  /** The server's paid order after PATCH /booking. */
  onPaid: (order: Order) => void;
}

// Name and email come from the account (the spec's billing details), so the element does not ask.
const elementOptions = { fields: { billingDetails: { name: "never", email: "never" } } } as const;

/**
 * The payment form: Stripe's Payment Element (or the stand-in's look-alike offline) inside Elements
 * made with the order's PaymentIntent, and Pay. Pay validates the element, confirms with Stripe
 * (`redirect: "if_required"`: a card stays on this page, a redirecting method comes back to the
 * complete page), shows Stripe's own message in red when it fails, and on success shows the
 * transaction id and tells the server.
 */
export function CheckoutForm({ order, onPaid }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const { user } = useSession();
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [cardError, setCardError] = useState("");
  const [transactionId, setTransactionId] = useState<string | null>(null);
  const [booking, setBooking] = useState<BookingState>("idle");
  const inFlight = useRef(false);

  const paid = order.paid || transactionId !== null;

  async function pay(event: FormEvent) {
    event.preventDefault();
    // A double click must not confirm twice: the disabled state renders a frame late.
    if (!stripe || !elements || inFlight.current || paid) return;
    inFlight.current = true;
    setPaying(true);
    setCardError("");
    try {
      const submitted = await elements.submit();
      if (submitted.error) {
        setCardError(submitted.error.message ?? "Please check your card details.");
        return;
      }
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: {
          return_url: new URL(paths.dashboard.paymentComplete(order._id), window.location.origin).toString(),
          payment_method_data: {
            billing_details: { name: user?.displayName || order.name, email: user?.email || order.email },
          },
        },
        redirect: "if_required",
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
      // Stripe.js rejects only on an integration problem; the shopper still gets a sentence.
      console.error("payment failed", error);
      setCardError(errorMessage(error));
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  }

  return (
    <Box component="form" onSubmit={pay} noValidate sx={{ mt: 3, maxWidth: 520 }}>
      <PaymentElement
        options={{ ...elementOptions, readOnly: paid }}
        onReady={() => setReady(true)}
        onChange={() => setCardError("")}
      />
      {cardError && (
        <Typography role="alert" sx={{ color: "error.main", mt: 1.5, fontWeight: 500 }}>
          {cardError}
        </Typography>
      )}
      <PayButton disabled={!stripe || !elements || !ready || paying || paid} paying={paying} />
      {transactionId && <PaymentReceipt transactionId={transactionId} booking={booking} />}
    </Box>
  );
}

/** Pay, with a spinner while the payment is confirmed. */
export function PayButton({ disabled, paying = false }: { disabled: boolean; paying?: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={disabled}
      startIcon={paying ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={{ mt: 2.5, minWidth: 140 }}
    >
      Pay
    </Button>
  );
}
