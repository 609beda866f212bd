import type { Order } from "@hometools/contract";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useLayoutEffect, useState } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { LoadError } from "../../components/feedback/query-states";
import { PageContainer } from "../../components/layout/page-container";
import { LineVariant } from "../../components/orders/line-variant";
import { lineKey } from "@hometools/contract/variant-rules";
import { OrderDocuments } from "../../components/orders/order-documents";
import { TaxLines } from "../../components/orders/tax-lines";
import { api, setGuestOrderKey } from "../../lib/api/api-client";
import { formatMoney } from "../../lib/format";
import { useWrite } from "../../lib/api/use-write";
import { usePublicApiQuery } from "../../lib/api/use-api-query";
import { CardPayment, useStripeJs } from "./payment-page";

/** The key from the link must be set before the page's first call (GET /orders/{id}), hence a layout effect. */
function useGuestKey(key: string) {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    setGuestOrderKey(key);
    setReady(true);
    return () => setGuestOrderKey(null);
  }, [key]);
  return ready;
}

/**
 * /order/{id}?key=...: a guest's order (no account), opened with the key the checkout answered or
 * the receipt's link carries: its lines, address, shipping, discount, total and status, Pay while it
 * is payable and Cancel while it is pending, and once paid its invoice and credit notes.
 */
export function GuestOrderPage() {
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const ready = useGuestKey(search.get("key") ?? "");
  return ready ? <GuestOrder id={id} /> : null;
}

function GuestOrder({ id }: { id: string }) {
  // Public to the query hook (no account to wait for): the key goes with every call of this page.
  const { state, retry, update } = usePublicApiQuery<Order>(`/orders/${encodeURIComponent(id)}`);
  const stripe = useStripeJs();
  const cancelling = useWrite();
  const [justPaid, setJustPaid] = useState(false);

  const cancel = async () => {
    const done = await cancelling.run(() => api.post<Order>(`/orders/${encodeURIComponent(id)}/cancel`));
    if (done.ok) update(() => done.value);
  };

  return (
    <PageContainer>
      <title>Your order · Home Tools</title>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Your order
      </Typography>
      {state.status === "loading" && (
        <Box role="status" aria-label="Loading the order">
          <Skeleton height={40} width="60%" />
          <Skeleton height={120} />
        </Box>
      )}
      {state.status === "error" && <LoadError what="the order" error={state.error} onRetry={retry} />}
      {state.status === "success" && (
        <Paper elevation={0} sx={{ border: "1px solid #E5E0D8", borderRadius: 3, p: { xs: 2, sm: 3 } }}>
          <OrderDetails order={state.data} />
          {state.data.status === "pending" && (
            <>
              <CardPayment
                order={state.data}
                stripe={stripe}
                query={{ update, retry }}
                onPaid={() => setJustPaid(true)}
              />
              <Button
                variant="outlined"
                color="error"
                sx={{ mt: 2 }}
                disabled={cancelling.busy}
                onClick={() => void cancel()}
              >
                Cancel order
              </Button>
            </>
          )}
          {state.data.paid && (
            <Alert severity="success" sx={{ mt: 2, maxWidth: 520 }}>
              {justPaid ? "Thank you: your payment went through." : "This order is paid."} Transaction ID:{" "}
              <strong>{state.data.transactionId}</strong>
            </Alert>
          )}
          <OrderDocuments orderId={state.data._id} paid={state.data.paid} guest heading="h2" />
        </Paper>
      )}
    </PageContainer>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const address = order.shippingAddress;
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Typography>
        Status: <strong>{order.status}</strong>
      </Typography>
      <Box component="ul" aria-label="Tools in this order" sx={{ listStyle: "none", m: 0, p: 0 }}>
        {order.lines.map((line) => (
          <Box component="li" key={lineKey(line)} sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
            <span>
              {line.quantity} x {line.productName}
              <LineVariant line={line} />
            </span>
            <span>{formatMoney(line.lineTotal)}</span>
          </Box>
        ))}
      </Box>
      {address && (
        <Box>
          <Typography variant="h6" component="h2">
            Ship to
          </Typography>
          <Typography component="address" sx={{ fontStyle: "normal" }}>
            {[
              address.name,
              address.line1,
              address.line2,
              [address.city, address.region, address.postalCode].filter(Boolean).join(" "),
              address.country,
            ]
              .filter(Boolean)
              .map((part) => (
                <span key={part} style={{ display: "block" }}>
                  {part}
                </span>
              ))}
          </Typography>
        </Box>
      )}
      <Box
        component="dl"
        aria-label="Order total"
        sx={{ display: "grid", gridTemplateColumns: "1fr auto", m: 0, rowGap: 0.5, maxWidth: 420 }}
      >
        <dt>Subtotal</dt>
        <dd style={{ margin: 0 }}>{formatMoney(order.subtotal)}</dd>
        <dt>Discount{order.code ? ` (${order.code})` : ""}</dt>
        <dd style={{ margin: 0 }}>{order.discount > 0 ? `-${formatMoney(order.discount)}` : formatMoney(0)}</dd>
        <dt>Shipping{order.shipping ? ` (${order.shipping.label})` : ""}</dt>
        <dd style={{ margin: 0 }}>{formatMoney(order.shipping?.amount ?? 0)}</dd>
        <dt>
          <strong>Total</strong>
        </dt>
        <dd style={{ margin: 0 }}>
          <strong>{formatMoney(order.totalPrice)}</strong>
        </dd>
      </Box>
      <TaxLines taxLines={order.taxLines} pricesIncludeTax={order.pricesIncludeTax} />
    </Box>
  );
}
