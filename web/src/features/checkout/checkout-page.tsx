import type { Cart, Quote } from "@hometools/contract";
import { lineKey } from "@hometools/contract/variant-rules";
import { memo, startTransition, useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import {
  PlainAlert,
  PlainCheckbox,
  PlainField,
  PlainSelect,
  PlainSubmit,
  plainForm,
} from "../../components/forms/plain-field";
import { TaxLines } from "../../components/orders/tax-lines";
import { paths } from "../../config/paths";
import { api } from "../../lib/api/api-client";
import { clearVisitorCart, fetchCart, lineRef, readVisitorCart, saveCart, type CartItem } from "../../lib/cart/cart";
import { LineVariant } from "../../components/orders/line-variant";
import { errorMessage } from "../../lib/api/error-message";
import { fieldBinder, lazyResolver } from "../../lib/form-fields";
import { consentHint, consentLabel } from "../../lib/marketing-consent";
import { formatMoney } from "../../lib/format";
import { useSession } from "../../lib/session/session";
import { useWrite } from "../../lib/api/use-write";
import { adoptRate } from "./adopt-rate";
import { placeCheckout, quoteCheckout } from "./api";
import styles from "./checkout-page.module.css";

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

/**
 * Every country the shop accepts, `[code, English name]` in the order of their names: written by the
 * build (vite.config.ts), since building Intl.DisplayNames in the browser was the page's longest task.
 */
declare const __COUNTRY_OPTIONS__: readonly (readonly [code: string, name: string])[];

/**
 * False in the page's first render, then true in a transition once it has painted: what nobody uses
 * in the page's first tenth of a second comes after, so the first render and its layout, the load's
 * longest tasks on a phone, are smaller.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => startTransition(() => setPainted(true)), []);
  return painted;
}

/** How many country options each frame adds. */
const countriesPerFrame = 50;

/**
 * The country list's options: the chosen country's alone at first, then some 50 more in each frame
 * until every country is there. Creating the 250 options at once was a long task of the page's load
 * on a phone, and laying them out at once another; autofill needs them all soon. The chosen
 * country's option stays in its place throughout, so the list never shows another. Memoized: the
 * form renders again at every keystroke, and the list need not.
 */
const CountryOptions = memo(function CountryOptions({ chosen }: { chosen: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= __COUNTRY_OPTIONS__.length) return;
    const frame = requestAnimationFrame(() => startTransition(() => setCount((n) => n + countriesPerFrame)));
    return () => cancelAnimationFrame(frame);
  }, [count]);
  return __COUNTRY_OPTIONS__.map(([code, name], index) =>
    index < count || code === chosen ? (
      <option key={code} value={code}>
        {name}
      </option>
    ) : null,
  );
});

/** Also in index.html's static frame of this page, its largest paint (docs/decisions/005). */
export const checkoutLead =
  "Tell us where to send your tools and how fast they should come. You pay by card on the next page.";

/**
 * The lines to check out: the account's cart, or the visitor's kept in this browser. A visitor's are
 * read as the page renders, so the form comes in its first render rather than in a second one.
 */
function useCheckoutLines(signedIn: boolean | null): CartItem[] | null {
  const visitorLines = useMemo(() => (signedIn === false ? readVisitorCart() : null), [signedIn]);
  const [accountLines, setAccountLines] = useState<CartItem[] | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    api.get<Cart>("/cart").then(
      (cart) => live && setAccountLines(cart.lines.map(lineRef)),
      () => live && setAccountLines([]),
    );
    return () => {
      live = false;
    };
  }, [signedIn]);
  if (signedIn === null) return null;
  return signedIn ? accountLines : visitorLines;
}

/** What a quote is asked for: the same question is not asked twice. */
const questionOf = (lines: CartItem[], country: string, region: string, rateId: string, code: string | undefined) =>
  JSON.stringify([lines, country, region, rateId, code ?? null]);

/**
 * /checkout, for visitors and accounts: email (the account's, fixed, when signed in), the address,
 * the shipping rates for its country with their prices, a discount code, the summary priced by the
 * server (POST /cart/quote), then Place order (POST /checkout) and the payment page: a guest's at
 * /order/{id}?key=..., an account's in its dashboard. Plain elements with a CSS module, no MUI: a
 * visitor opens it cold (docs/decisions/005).
 */
export function CheckoutPage() {
  const session = useSession();
  const painted = usePainted();
  const signedIn = session.status === "loading" ? null : session.status === "signed-in";
  const lines = useCheckoutLines(signedIn);
  const navigate = useNavigate();
  const placing = useWrite();
  const [code, setCode] = useState("");
  const [appliedCode, setAppliedCode] = useState<string | undefined>(undefined);
  // A guest's consent to marketing mail, kept with the order; unticked until they tick it.
  const [consent, setConsent] = useState(false);
  const [quote, setQuote] = useState<Quote | null>(null);
  // The question the quote shown answers when the page priced it itself (adoptRate): not asked again.
  const answered = useRef<string | null>(null);

  const {
    register,
    handleSubmit,
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
  // The region picks the tax rate (a US state's): the quote asks with it, as the checkout will.
  const region = watch("shippingAddress.region").trim().toUpperCase();

  useEffect(() => {
    if (session.user?.email) setValue("email", session.user.email);
  }, [session.user?.email, setValue]);

  const items = useMemo(() => lines ?? [], [lines]);
  useEffect(() => {
    if (lines === null) return;
    const question = questionOf(items, country, region, rateId, appliedCode);
    if (answered.current === question) return;
    answered.current = null;
    let live = true;
    quoteCheckout({
      lines: items.map(lineRef),
      country,
      ...(region && { region }),
      shippingRateId: rateId || undefined,
      code: appliedCode,
    }).then(
      (answer) => {
        if (!live) return;
        // The first rate that serves the country, until the shopper picks one. The answer prices
        // every rate, so adopting it asks the server once, not twice, on open.
        const first = answer.shippingRates[0];
        if (!answer.shippingRates.some((rate) => rate._id === rateId) && first) {
          const adopted = adoptRate(answer, first._id);
          if (adopted) answered.current = questionOf(items, country, region, first._id, appliedCode);
          setQuote(adopted ?? answer);
          setValue("shippingRateId", first._id);
        } else setQuote(answer);
      },
      () => live && setQuote(null),
    );
    return () => {
      live = false;
    };
  }, [lines, items, country, region, rateId, appliedCode, setValue]);

  const submit = async (values: CheckoutFormValues) => {
    const { line2, region, ...address } = values.shippingAddress;
    const done = await placing.run(
      () =>
        placeCheckout(
          {
            lines: items.map(lineRef),
            email: values.email,
            shippingAddress: { ...address, ...(line2 && { line2 }), ...(region && { region }) },
            number: values.number,
            shippingRateId: values.shippingRateId,
            ...(appliedCode && !quote?.codeProblem && { code: appliedCode }),
            ...(quote && { totalPrice: quote.totalPrice }),
            ...(!signedIn && consent && { marketingConsent: true }),
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
  const us = country === "US";
  const rateError = errors.shippingRateId?.message;
  return (
    <div className={plainForm.page}>
      <title>Checkout · Home Tools</title>
      <h1 className={plainForm.pageTitle}>Checkout</h1>
      {/* index.html paints this title and lead before the code arrives: they must read the same. */}
      {lines?.length !== 0 && <p className={plainForm.pageLead}>{checkoutLead}</p>}
      {lines !== null && lines.length === 0 && (
        <p role="status" className={styles.empty}>
          Your cart is empty. <Link to={paths.root}>Browse our tools</Link>
        </p>
      )}
      {lines !== null && lines.length > 0 && (
        <form noValidate aria-label="Checkout" onSubmit={handleSubmit(submit)} className={styles.form}>
          <div className={styles.column}>
            <h2 className={styles.heading}>Contact and address</h2>
            <PlainField
              label="Email"
              type="email"
              autoComplete="email"
              {...field("email", signedIn ? "Your account's email" : "We send your receipt here")}
              readOnly={Boolean(signedIn)}
            />
            {signedIn === false && (
              <PlainCheckbox
                label={consentLabel}
                hint={consentHint}
                checked={consent}
                onChange={(event) => setConsent(event.target.checked)}
              />
            )}
            <PlainField label="Full name" autoComplete="name" {...field("shippingAddress.name")} />
            <PlainField label="Address" autoComplete="address-line1" {...field("shippingAddress.line1")} />
            <PlainField
              label="Apartment, suite (optional)"
              autoComplete="address-line2"
              {...field("shippingAddress.line2")}
            />
            {/* Below the fold on a phone: it comes once the fields above have painted. */}
            {painted && (
              <>
                <div className={styles.pair}>
                  <PlainField label="City" autoComplete="address-level2" {...field("shippingAddress.city")} />
                  <PlainField
                    label={us ? "State" : "Region (optional)"}
                    autoComplete="address-level1"
                    {...field("shippingAddress.region", us ? "Two letters, e.g. IL" : undefined)}
                  />
                  <PlainField
                    label={us ? "ZIP code" : "Postal code"}
                    autoComplete="postal-code"
                    {...field("shippingAddress.postalCode")}
                  />
                  <PlainSelect label="Country" autoComplete="country" {...field("shippingAddress.country")}>
                    <CountryOptions chosen={country} />
                  </PlainSelect>
                </div>
                <PlainField label="Phone number" type="tel" autoComplete="tel" {...field("number")} />
                {/* Registered radios, not a Controller: a Controller rendered in the painted
                    transition could miss the first rate chosen (setValue) between its render and its
                    subscription, and show none checked. react-hook-form checks a registered radio
                    from the form's value when it mounts and whenever the value is set. */}
                <fieldset className={styles.rates} aria-describedby={rateError ? "shipping-problem" : undefined}>
                  <legend>Shipping</legend>
                  {(quote?.shippingRates ?? []).map((option) => (
                    <label key={option._id} className={styles.rate}>
                      <input type="radio" value={option._id} {...register("shippingRateId")} />
                      {`${option.label}: ${option.amount === 0 ? "Free" : formatMoney(option.amount)}`}
                    </label>
                  ))}
                  {rateError && (
                    <p id="shipping-problem" className={styles.rateProblem}>
                      {rateError}
                    </p>
                  )}
                </fieldset>
              </>
            )}
          </div>
          {/* The summary is below the form on a phone, and has nothing to show before the quote. */}
          {painted && (
            <div className={styles.summary}>
              <h2 className={styles.heading}>Summary</h2>
              <ul aria-label="Tools to order" className={styles.lines}>
                {(quote?.lines ?? []).map((line) => (
                  <li key={lineKey(line)} className={styles.line}>
                    <span>
                      {line.quantity} x {line.productName || "A tool no longer sold"}
                      <LineVariant line={line} sku={false} />
                      {line.problem && <span className={styles.problem}>{line.problem}</span>}
                    </span>
                    <span>{formatMoney(line.lineTotal)}</span>
                  </li>
                ))}
              </ul>
              <div className={styles.code}>
                <PlainField
                  label="Discount code"
                  small
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  error={Boolean(appliedCode && quote?.codeProblem)}
                  helperText={appliedCode ? (quote?.codeProblem ?? `${appliedCode.toUpperCase()} applied`) : undefined}
                />
                <button
                  type="button"
                  className={`${plainForm.outlined} ${styles.apply}`}
                  onClick={() => setAppliedCode(code.trim() || undefined)}
                >
                  Apply
                </button>
              </div>
              {quote && (
                <dl aria-label="Order summary" className={styles.figures}>
                  <dt>Subtotal</dt>
                  <dd>{formatMoney(quote.subtotal)}</dd>
                  <dt>Discount</dt>
                  <dd>{quote.discount > 0 ? `-${formatMoney(quote.discount)}` : formatMoney(0)}</dd>
                  <dt>Shipping</dt>
                  <dd>{formatMoney(quote.shipping)}</dd>
                </dl>
              )}
              {quote && <TaxLines taxLines={quote.taxLines} pricesIncludeTax={quote.pricesIncludeTax} />}
              <p className={styles.total}>
                <span>Total</span>
                <span aria-live="polite">{formatMoney(quote?.totalPrice ?? 0)}</span>
              </p>
              <PlainAlert>{placing.error === undefined ? undefined : errorMessage(placing.error)}</PlainAlert>
              <PlainSubmit label="Place order" busy={isSubmitting} disabled={!orderable} />
            </div>
          )}
        </form>
      )}
    </div>
  );
}
