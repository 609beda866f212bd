import type { Quote } from "@hometools/contract";
import { lineKey } from "@hometools/contract/variant-rules";
import { useEffect, useRef, useState, type ReactElement } from "react";
import toast from "react-hot-toast";
import { Link, useSearchParams } from "react-router-dom";
import { plainForm } from "../../components/forms/plain-field";
import { LoadError } from "../../components/feedback/query-states";
import { TaxLines } from "../../components/orders/tax-lines";
import { paths } from "../../config/paths";
import { api, ApiError } from "../../lib/api/api-client";
import { errorMessage } from "../../lib/api/error-message";
import { lineRef, readVisitorCart, restoreCart, setVisitorCart, type CartItem } from "../../lib/cart/cart";
import { formatMoney } from "../../lib/format";
import { useSession } from "../../lib/session/session";
import styles from "./cart-page.module.css";
import { VisitorLineRow } from "./components/visitor-line-row";

/**
 * /cart: a visitor's cart (kept in this browser), or an account's (`account`: account-cart.tsx,
 * which app/router.tsx loads lazily with the MUI theme, at once when the browser keeps a user). A visitor opens this page cold, so their
 * cart is plain elements with a CSS module and loads no MUI (docs/decisions/005).
 */
export function CartPage({ account }: { account: ReactElement }) {
  const session = useSession();
  const restore = useRestore(session.status);
  if (session.status === "loading" || restore.status === "restoring") {
    return restore.status === "restoring" ? (
      <div className={plainForm.page}>
        <p role="status">Restoring your cart…</p>
      </div>
    ) : null;
  }
  return (
    <>
      {restore.status === "failed" && (
        <div className={`${plainForm.page} ${styles.notice}`}>
          <p role="alert" className={styles.warning}>
            {restore.message}
          </p>
        </div>
      )}
      {session.status === "signed-in" ? account : <VisitorCart />}
    </>
  );
}

type Restore = { status: "none" | "restoring" | "restored" } | { status: "failed"; message: string };

/** Words for a link that restores nothing: forged, expired, or its cart no longer there. */
export const badRestoreLink =
  "This link to your saved cart has expired or is not valid. Your cart below is as you left it in this browser or account.";

/**
 * `/cart?restore=<token>`, the reminder mail's link: once the session is known, the saved lines join
 * the cart (lib/cart/cart.ts, restoreCart), then the parameter leaves the URL, so a reload or a shared
 * address does not restore again. A bad or expired link says so above the cart as it is.
 */
function useRestore(status: "loading" | "signed-in" | "signed-out"): Restore {
  const [search, setSearch] = useSearchParams();
  const token = search.get("restore");
  const [restore, setRestore] = useState<Restore>(() => ({ status: token ? "restoring" : "none" }));
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!token || status === "loading" || started.current === token) return;
    started.current = token;
    setRestore({ status: "restoring" });
    const dropToken = () =>
      setSearch(
        (before) => {
          const params = new URLSearchParams(before);
          params.delete("restore");
          return params;
        },
        { replace: true },
      );
    restoreCart(token, status === "signed-in").then(
      (count) => {
        if (count > 0) toast.success("Your saved cart is back");
        setRestore({ status: "restored" });
        dropToken();
      },
      (error: unknown) => {
        const bad = error instanceof ApiError && error.code === ("bad-token" as typeof error.code);
        setRestore({ status: "failed", message: bad ? badRestoreLink : errorMessage(error) });
        dropToken();
      },
    );
  }, [token, status, setSearch]);
  return restore;
}

/**
 * The visitor's cart (kept in this browser), priced by the server (POST /cart/quote), and Check out.
 * Its lines are told apart by tool and variant (`lineKey`): two sizes of a tool are two lines.
 */
function VisitorCart() {
  const [items, setItems] = useState<CartItem[]>(() => readVisitorCart());
  const [quote, setQuote] = useState<Quote | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    api.post<Quote>("/cart/quote", { lines: items.map(lineRef) }, { auth: false }).then(
      (answer) => live && setQuote(answer),
      (error: unknown) => live && setFailed(error),
    );
    return () => {
      live = false;
    };
  }, [items]);
  const change = (key: string, quantity: number | null) => {
    const next = items.flatMap((line) =>
      lineKey(line) !== key ? [line] : quantity === null ? [] : [{ ...line, quantity }],
    );
    setVisitorCart(next);
    setItems(next);
  };
  const orderable = quote !== null && quote.lines.length > 0 && quote.lines.every((line) => line.problem === null);
  return (
    <div className={plainForm.page}>
      <title>Your cart · Home Tools</title>
      <h1 className={plainForm.pageTitle}>Your cart</h1>
      {failed !== null && !quote && <LoadError what="your cart" error={failed} onRetry={() => setItems([...items])} />}
      {items.length === 0 && (
        <div className={styles.empty}>
          <h2>Your cart is empty</h2>
          <Link to={paths.root} className={`${plainForm.contained} ${styles.link}`}>
            Browse our tools
          </Link>
        </div>
      )}
      {quote && quote.lines.length > 0 && (
        <>
          <ul aria-label="Tools in your cart" className={styles.lines}>
            {quote.lines.map((line) => (
              <VisitorLineRow
                key={lineKey(line)}
                line={line}
                onQuantity={(quantity) => change(lineKey(line), quantity)}
                onRemove={() => change(lineKey(line), null)}
              />
            ))}
          </ul>
          <div className={styles.end}>
            <p className={styles.total}>
              Total: <strong>{formatMoney(quote.subtotal)}</strong>
            </p>
            <TaxLines taxLines={quote.taxLines} pricesIncludeTax={quote.pricesIncludeTax} />
            {!orderable && (
              <p role="alert" className={styles.warning}>
                Fix the lines marked in red before you check out.
              </p>
            )}
            <Link
              to={paths.checkout}
              className={`${plainForm.contained} ${styles.link}`}
              {...(!orderable && { "aria-disabled": true, tabIndex: -1, onClick: (event) => event.preventDefault() })}
            >
              Check out
            </Link>
            <Link to={paths.login} className={styles.signIn}>
              Sign in
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
