import type { Cart, CartLine, Order } from "@hometools/contract";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { lineKey } from "@hometools/contract/variant-rules";
import { useEffect } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { PageContainer } from "../../components/layout/page-container";
import { LoadError } from "../../components/feedback/query-states";
import { paths } from "../../config/paths";
import { ApiError } from "../../lib/api/api-client";
import { rememberAccountCart, saveCart } from "../../lib/cart/cart";
import { formatMoney } from "../../lib/format";
import { useApiQuery } from "../../lib/api/use-api-query";
import { useWrite } from "../../lib/api/use-write";
import { checkoutCart } from "./api/checkout-cart";
import { CartLineRow } from "./components/cart-line-row";
import { CheckoutForm, type CheckoutValues } from "./components/checkout-form";

function EmptyCart() {
  return (
    <Paper elevation={0} sx={{ border: "1px solid #E5E0D8", borderRadius: 3, p: 4, textAlign: "center" }}>
      <Typography variant="h6" component="h2">
        Your cart is empty
      </Typography>
      <Button component={RouterLink} to={paths.root} variant="contained" sx={{ mt: 2 }}>
        Browse our tools
      </Button>
    </Paper>
  );
}

/**
 * The cart's lines, each with its stepper and Remove; `onChange` gets the line's key (`lineKey`: a
 * tool and its variant) and a new quantity, or null to remove.
 */
function CartLines({
  lines,
  isBusy = () => false,
  onChange,
}: {
  lines: readonly CartLine[];
  isBusy?: (key: string) => boolean;
  onChange: (key: string, quantity: number | null) => void;
}) {
  return (
    <Box
      component="ul"
      aria-label="Tools in your cart"
      sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}
    >
      {lines.map((line) => (
        <CartLineRow
          key={lineKey(line)}
          line={line}
          busy={isBusy(lineKey(line))}
          onQuantity={(quantity) => onChange(lineKey(line), quantity)}
          onRemove={() => onChange(lineKey(line), null)}
        />
      ))}
    </Box>
  );
}

/**
 * /cart for an account: its cart (GET and PUT /cart; a visitor's joined it at sign-in). Each line
 * with a quantity stepper bounded by its minimum order and stock, its problem in words, the total,
 * and the checkout form: one order for every line, then its payment page (one card payment for
 * everything). MUI, in its own chunk: a visitor's cart (cart-page.tsx) never loads it.
 */
export function AccountCart() {
  const { state, retry, update } = useApiQuery<Cart>("/cart");
  const navigate = useNavigate();
  const lines = useWrite<string>();
  const placing = useWrite();

  // The top bar's count follows what the server says the cart holds.
  const cart = state.data;
  useEffect(() => {
    if (cart) rememberAccountCart(cart);
  }, [cart]);

  const change = async (key: string, quantity: number | null) => {
    if (!state.data) return;
    const next = state.data.lines.flatMap((line) =>
      lineKey(line) !== key ? [line] : quantity === null ? [] : [{ ...line, quantity }],
    );
    const saved = await lines.run(() => saveCart(next, state.data!.version), { key });
    if (saved.ok) update(() => saved.value);
    // Another tab changed the cart since this one read it: show it as it now is (the toast says
    // why), so neither tab's lines are lost; the shopper makes the change again on what they see.
    else if (saved.error instanceof ApiError && saved.error.code === "version-conflict" && saved.error.current) {
      const current = rememberAccountCart(saved.error.current as Cart);
      update(() => current);
    } else retry();
  };

  const checkout = async (values: CheckoutValues) => {
    const total = state.data?.totalPrice;
    const done = await placing.run(() => checkoutCart({ ...values, ...(total ? { totalPrice: total } : {}) }), {
      inline: true,
    });
    if (done.ok) {
      // The server emptied the cart with the order.
      update((before) => ({ lines: [], totalPrice: 0, version: before.version + 1 }));
      navigate(paths.dashboard.payment((done.value as Order)._id));
    } else retry();
  };

  const orderable = cart !== undefined && cart.lines.length > 0 && cart.lines.every((line) => line.problem === null);
  return (
    <PageContainer>
      <title>Your cart · Home Tools</title>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Your cart
      </Typography>
      {state.status === "error" && !cart && <LoadError what="your cart" error={state.error} onRetry={retry} />}
      {state.status === "loading" && (
        <Box role="status" aria-label="Loading your cart">
          <Skeleton variant="rounded" height={96} sx={{ mb: 1 }} />
          <Skeleton variant="rounded" height={96} />
        </Box>
      )}
      {cart && cart.lines.length === 0 && <EmptyCart />}
      {cart && cart.lines.length > 0 && (
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 3fr) minmax(0, 2fr)" },
            gap: { xs: 3, md: 4 },
            alignItems: "start",
          }}
        >
          <CartLines lines={cart.lines} isBusy={lines.isBusy} onChange={(id, quantity) => void change(id, quantity)} />
          <Paper elevation={0} sx={{ border: "1px solid #E5E0D8", borderRadius: 3, p: { xs: 2.5, sm: 3 } }}>
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
              Checkout
            </Typography>
            <Button
              component={RouterLink}
              to={paths.checkout}
              variant="contained"
              fullWidth
              sx={{ mb: 2 }}
              disabled={!orderable}
            >
              Check out with delivery
            </Button>
            <Typography sx={{ mb: 2, color: "text.secondary" }}>
              Or place the order with a phone number and location:
            </Typography>
            {!orderable && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                Fix the lines marked in red before you check out.
              </Alert>
            )}
            <CheckoutForm total={cart.totalPrice} disabled={!orderable} onCheckout={checkout} failure={placing.error} />
          </Paper>
        </Box>
      )}
      {cart && cart.lines.length > 0 && (
        <Typography sx={{ mt: 2, color: "text.secondary" }}>
          Prices and stock are checked again when you place the order. Total now: {formatMoney(cart.totalPrice)}
        </Typography>
      )}
    </PageContainer>
  );
}
