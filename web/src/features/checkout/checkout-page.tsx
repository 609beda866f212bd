import type { Cart, Quote } from "@hometools/contract";
import { countryCodes } from "@hometools/contract";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { OrderFormEnd } from "../../components/order-form-end";
import { PageContainer } from "../../components/page-container";
import { paths } from "../../config/paths";
import { api } from "../../lib/api-client";
import { clearVisitorCart, fetchCart, readVisitorCart, saveCart, type CartItem } from "../../lib/cart";
import { fieldBinder, lazyResolver } from "../../lib/form-fields";
import { formatMoney } from "../../lib/format";
import { useSession } from "../../lib/session";
import { useWrite } from "../../lib/use-write";
import { placeCheckout, quoteCheckout } from "./api";

interface CheckoutFormValues {
  email: string;
  shippingAddress: {
    name: string;
    line1: string;
    line2: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
  number: string;
  shippingRateId: string;
}

const resolver = lazyResolver<CheckoutFormValues>(async () => {
  const [{ zodResolver }, { checkoutOrderInput }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@hometools/contract"),
  ]);
  return zodResolver(
    checkoutOrderInput.pick({ email: true, shippingAddress: true, number: true, shippingRateId: true }),
  ) as never;
});

const countryName = (() => {
  try {
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    return (code: string) => names.of(code) ?? code;
  } catch {
    return (code: string) => code;
  }
})();

/** The lines to check out: the account's cart, or the visitor's kept in this browser. */
function useCheckoutLines(signedIn: boolean | null): CartItem[] | null {
  const [lines, setLines] = useState<CartItem[] | null>(null);
  useEffect(() => {
    if (signedIn === null) return;
    if (!signedIn) {
      setLines(readVisitorCart());
      return;
    }
    let live = true;
    api.get<Cart>("/cart").then(
      (cart) => live && setLines(cart.lines.map(({ productId, quantity }) => ({ productId, quantity }))),
      () => live && setLines([]),
    );
    return () => {
      live = false;
    };
  }, [signedIn]);
  return lines;
}

/**
 * /checkout, for visitors and accounts: email (the account's, fixed, when signed in), the address,
 * the shipping rates for its country with their prices, a discount code, the summary priced by the
 * server (POST /cart/quote), then Place order (POST /checkout) and the payment page: a guest's at
 * /order/{id}?key=..., an account's in its dashboard.
 */
export function CheckoutPage() {
  const session = useSession();
  const signedIn = session.status === "loading" ? null : session.status === "signed-in";
  const lines = useCheckoutLines(signedIn);
  const navigate = useNavigate();
  const placing = useWrite();
  const [code, setCode] = useState("");
  const [appliedCode, setAppliedCode] = useState<string | undefined>(undefined);
  const [quote, setQuote] = useState<Quote | null>(null);

  const {
    register,
    handleSubmit,
    control,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutFormValues>({
    resolver,
    defaultValues: {
      email: "",
      shippingAddress: { name: "", line1: "", line2: "", city: "", region: "", postalCode: "", country: "US" },
      number: "",
      shippingRateId: "",
    },
  });
  const field = fieldBinder(register, errors);
  const country = watch("shippingAddress.country");
  const rateId = watch("shippingRateId");

  useEffect(() => {
    if (session.user?.email) setValue("email", session.user.email);
  }, [session.user?.email, setValue]);

  const items = useMemo(() => lines ?? [], [lines]);
  useEffect(() => {
    if (lines === null) return;
    let live = true;
    quoteCheckout({ lines: items, country, shippingRateId: rateId || undefined, code: appliedCode }).then(
      (answer) => {
        if (!live) return;
        setQuote(answer);
        // The first rate that serves the country, until the shopper picks one.
        if (!answer.shippingRates.some((rate) => rate._id === rateId) && answer.shippingRates[0]) {
          setValue("shippingRateId", answer.shippingRates[0]._id);
        }
      },
      () => live && setQuote(null),
    );
    return () => {
      live = false;
    };
  }, [lines, items, country, rateId, appliedCode, setValue]);

  const submit = async (values: CheckoutFormValues) => {
    const { line2, region, ...address } = values.shippingAddress;
    const done = await placing.run(
      () =>
        placeCheckout(
          {
            lines: items,
            email: values.email,
            shippingAddress: { ...address, ...(line2 && { line2 }), ...(region && { region }) },
            number: values.number,
            shippingRateId: values.shippingRateId,
            ...(appliedCode && !quote?.codeProblem && { code: appliedCode }),
            ...(quote && { totalPrice: quote.totalPrice }),
          },
          Boolean(signedIn),
        ),
      { inline: true },
    );
    if (!done.ok) return;
    const order = done.value;
    if (signedIn) {
      // The order holds the lines now: the account's cart is emptied (at the version it has now).
      await fetchCart()
        .then((cart) => saveCart([], cart.version))
        .catch(() => undefined);
      navigate(paths.dashboard.payment(order._id));
    } else {
      clearVisitorCart();
      navigate(paths.guestOrder(order._id, order.orderKey ?? ""));
    }
  };

  const orderable = quote !== null && quote.lines.length > 0 && quote.lines.every((line) => line.problem === null);
  return (
    <PageContainer>
      <title>Checkout · Home Tools</title>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Checkout
      </Typography>
      {lines !== null && lines.length === 0 && (
        <Alert severity="info">
          Your cart is empty.{" "}
          <Button component={RouterLink} to={paths.root}>
            Browse our tools
          </Button>
        </Alert>
      )}
      {lines !== null && lines.length > 0 && (
        <Box
          component="form"
          noValidate
          aria-label="Checkout"
          onSubmit={handleSubmit(submit)}
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 3fr) minmax(0, 2fr)" },
            gap: { xs: 3, md: 4 },
            alignItems: "start",
          }}
        >
          <Box sx={{ display: "grid", gap: 2 }}>
            <Typography variant="h5" component="h2">
              Contact and address
            </Typography>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              {...field("email", signedIn ? "Your account's email" : "We send your receipt here")}
              slotProps={{ input: { readOnly: Boolean(signedIn) } }}
            />
            <TextField label="Full name" autoComplete="name" {...field("shippingAddress.name")} />
            <TextField label="Address" autoComplete="address-line1" {...field("shippingAddress.line1")} />
            <TextField
              label="Apartment, suite (optional)"
              autoComplete="address-line2"
              {...field("shippingAddress.line2")}
            />
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
              <TextField label="City" autoComplete="address-level2" {...field("shippingAddress.city")} />
              <TextField
                label={country === "US" ? "State" : "Region (optional)"}
                autoComplete="address-level1"
                {...field("shippingAddress.region", country === "US" ? "Two letters, e.g. IL" : undefined)}
              />
              <TextField
                label={country === "US" ? "ZIP code" : "Postal code"}
                autoComplete="postal-code"
                {...field("shippingAddress.postalCode")}
              />
              <TextField
                select
                label="Country"
                autoComplete="country"
                slotProps={{ select: { native: true } }}
                {...field("shippingAddress.country")}
              >
                {countryCodes.map((code) => (
                  <option key={code} value={code}>
                    {countryName(code)}
                  </option>
                ))}
              </TextField>
            </Box>
            <TextField label="Phone number" type="tel" autoComplete="tel" {...field("number")} />
            <FormControl error={Boolean(errors.shippingRateId)}>
              <FormLabel id="shipping-label">Shipping</FormLabel>
              <Controller
                control={control}
                name="shippingRateId"
                render={({ field: rate }) => (
                  <RadioGroup aria-labelledby="shipping-label" {...rate}>
                    {(quote?.shippingRates ?? []).map((option) => (
                      <FormControlLabel
                        key={option._id}
                        value={option._id}
                        control={<Radio />}
                        label={`${option.label}: ${option.amount === 0 ? "Free" : formatMoney(option.amount)}`}
                      />
                    ))}
                  </RadioGroup>
                )}
              />
            </FormControl>
          </Box>
          <Paper elevation={0} sx={{ border: "1px solid #E5E0D8", borderRadius: 3, p: { xs: 2.5, sm: 3 } }}>
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
              Summary
            </Typography>
            <Box component="ul" aria-label="Tools to order" sx={{ listStyle: "none", m: 0, p: 0, mb: 2 }}>
              {(quote?.lines ?? []).map((line) => (
                <Box
                  component="li"
                  key={line.productId}
                  sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}
                >
                  <span>
                    {line.quantity} x {line.productName || "A tool no longer sold"}
                    {line.problem && (
                      <Typography component="span" color="error" sx={{ display: "block", fontSize: "0.875rem" }}>
                        {line.problem}
                      </Typography>
                    )}
                  </span>
                  <span>{formatMoney(line.lineTotal)}</span>
                </Box>
              ))}
            </Box>
            <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", mb: 2 }}>
              <TextField
                label="Discount code"
                size="small"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={Boolean(appliedCode && quote?.codeProblem)}
                helperText={appliedCode ? (quote?.codeProblem ?? `${appliedCode.toUpperCase()} applied`) : undefined}
              />
              <Button variant="outlined" onClick={() => setAppliedCode(code.trim() || undefined)}>
                Apply
              </Button>
            </Box>
            {quote && (
              <Box
                component="dl"
                aria-label="Order summary"
                sx={{ display: "grid", gridTemplateColumns: "1fr auto", m: 0, mb: 2, rowGap: 0.5 }}
              >
                <dt>Subtotal</dt>
                <dd style={{ margin: 0 }}>{formatMoney(quote.subtotal)}</dd>
                <dt>Discount</dt>
                <dd style={{ margin: 0 }}>{quote.discount > 0 ? `-${formatMoney(quote.discount)}` : formatMoney(0)}</dd>
                <dt>Shipping</dt>
                <dd style={{ margin: 0 }}>{formatMoney(quote.shipping)}</dd>
              </Box>
            )}
            <OrderFormEnd
              total={quote?.totalPrice ?? 0}
              failure={placing.error}
              submitting={isSubmitting}
              disabled={!orderable}
            >
              Place order
            </OrderFormEnd>
          </Paper>
        </Box>
      )}
    </PageContainer>
  );
}
