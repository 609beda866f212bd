import type { Order } from "@hometools/contract";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { Stripe } from "@stripe/stripe-js";
import { Elements } from "@stripe/react-stripe-js";
import { useEffect, useMemo, useState } from "react";
import { useParams } from "react-router-dom";
import { LoadError } from "../../components/feedback/query-states";
import { OrderLinesList } from "../../components/orders/order-lines-list";
import { ApiError } from "../../lib/api/api-client";
import { formatMoney } from "../../lib/format";
import type { Query } from "../../lib/api/use-api-query";
import { useOrder } from "../../lib/use-order";
import { useClientSecret } from "./api/create-payment-intent";
import { CheckoutForm, PayButton } from "./components/checkout-form";
import { getStripe } from "./lib/load-stripe";

// Stripe's own Payment Element takes the shop's colours; the offline look-alike ignores them.
const appearance = {
  theme: "stripe" as const,
  variables: { colorPrimary: "#C2410C", colorDanger: "#B91C1C", borderRadius: "8px", fontSizeBase: "16px" },
};

type StripeState = { status: "loading" | "ready"; stripe: Stripe | null } | { status: "error"; stripe: null };

export function useStripeJs(): StripeState {
  const [state, setState] = useState<StripeState>({ status: "loading", stripe: null });
  useEffect(() => {
    let live = true;
    getStripe().then(
      (stripe) => live && setState({ status: "ready", stripe }),
      () => live && setState({ status: "error", stripe: null }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

const isProviderOutage = (error: unknown) => error instanceof ApiError && error.code === "payment-provider-unavailable";

/** How often the page asks again by itself while Stripe is unavailable (the server's Retry-After). */
const OUTAGE_RETRY_MS = 30_000;

/**
 * Stripe is down or slow (503 payment-provider-unavailable): the order stays payable and keeps
 * its stock, so the page says so, asks again every 30 s by itself and offers to try at once.
 */
function CardPaymentsPaused({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onRetry, OUTAGE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [onRetry]);
  return (
    <Alert
      severity="warning"
      sx={{ mt: 3, maxWidth: 520 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      Card payments are unavailable for a moment. Your order is kept and its items stay reserved for you: please try
      again in a minute.
    </Alert>
  );
}

interface PaymentProps {
  order: Order;
  onPaid: (order: Order) => void;
  onStale: () => void;
}

/**
 * The card form of a payable order (the payment page, a guest's order page), or, when Stripe.js
 * could not load, a notice that says so. Each page starts loading Stripe.js as it opens. Paid, the
 * order as it now is replaces the page's (`query`), and `onPaid` hears of it.
 */
export function CardPayment({
  stripe,
  order,
  query,
  onPaid,
}: {
  stripe: StripeState;
  order: Order;
  query: Pick<Query<Order>, "update" | "retry">;
  onPaid: () => void;
}) {
  if (stripe.status === "error") {
    return (
      <Alert severity="error" sx={{ mt: 3, maxWidth: 520 }}>
        The card form could not load. Check your connection and reload the page.
      </Alert>
    );
  }
  return (
    <PaymentForm
      order={order}
      stripe={stripe.stripe}
      onPaid={(paid) => {
        onPaid();
        query.update(() => paid);
      }}
      onStale={query.retry}
    />
  );
}

/**
 * Elements made with the order's PaymentIntent (the Payment Element shows the methods it allows),
 * then the form. While Stripe.js or the client secret loads, a placeholder of the form's height.
 */
function PaymentForm({ order, stripe, onPaid, onStale }: PaymentProps & { stripe: Stripe | null }) {
  const { state, retry } = useClientSecret(order, onStale);
  const clientSecret = state.status === "ready" ? state.clientSecret : null;
  // Elements takes its client secret once; a new secret mounts new Elements (see the key below).
  const options = useMemo(() => (clientSecret ? { clientSecret, appearance } : null), [clientSecret]);

  if (state.status === "error" && isProviderOutage(state.error)) return <CardPaymentsPaused onRetry={retry} />;
  if (state.status === "error") {
    return (
      <Box sx={{ mt: 3, maxWidth: 520 }}>
        <LoadError what="the card form" error={state.error} onRetry={retry} />
      </Box>
    );
  }
  if (!options || !stripe) {
    return (
      <Box role="status" aria-label="Loading the card form" sx={{ mt: 3, maxWidth: 520 }}>
        <Skeleton height={120} />
      </Box>
    );
  }
  return (
    <Elements key={options.clientSecret} stripe={stripe} options={options}>
      <CheckoutForm order={order} onPaid={onPaid} />
    </Elements>
  );
}

/**
 * /dashboard/payment/{id}: "Please Pay for {product}", the price and a card form. Loaded lazily
 * by the router, so Stripe's code never reaches the other pages' bundles.
 */
export default function PaymentPage() {
  const { id = "" } = useParams();
  const { state, retry, update } = useOrder(id);
  const stripe = useStripeJs();
  // Paid here and now: the form shows the receipt, so the "already paid" notice stays away.
  const [justPaid, setJustPaid] = useState(false);

  return (
    <Paper elevation={0} sx={{ border: "1px solid #E5E0D8", borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <title>Payment · Home Tools</title>
      {state.status === "loading" && (
        <Box role="status" aria-label="Loading the order">
          <Skeleton height={40} width="60%" />
          <Skeleton width="30%" />
          <Skeleton height={56} sx={{ mt: 3, maxWidth: 520 }} />
        </Box>
      )}
      {state.status === "error" && <LoadError what="the order" error={state.error} onRetry={retry} />}
      {state.status === "success" && (
        <>
          <Typography variant="h5" component="h2">
            Please Pay for {state.data.productName}
          </Typography>
          {state.data.lines.some((line) => line.variantLabel) && (
            // Which sizes: "Please Pay for Adjustable Wrench + 1 more" does not say.
            <Typography component="div" sx={{ mt: 1 }}>
              <OrderLinesList lines={state.data.lines} label="Tools in this order" />
            </Typography>
          )}
          <Typography sx={{ mt: 1, color: "text.secondary" }}>Order number {state.data.orderNumber}</Typography>
          <Typography sx={{ mt: 1, fontSize: "1.2rem" }}>
            Price: <strong>{formatMoney(state.data.totalPrice)}</strong>
          </Typography>
          {state.data.paid && !justPaid && (
            <Alert severity="success" sx={{ mt: 2, maxWidth: 520 }}>
              This order is paid. Your transaction Id: <strong>{state.data.transactionId}</strong>
            </Alert>
          )}
          {state.data.paid && !justPaid ? (
            <Box sx={{ mt: 3 }}>
              <PayButton disabled />
            </Box>
          ) : (
            <CardPayment
              order={state.data}
              stripe={stripe}
              query={{ update, retry }}
              onPaid={() => setJustPaid(true)}
            />
          )}
        </>
      )}
    </Paper>
  );
}
