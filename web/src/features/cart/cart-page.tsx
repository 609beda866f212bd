import type { Quote } from "@hometools/contract";
import { lineKey } from "@hometools/contract/variant-rules";
import { useEffect, useState, type ReactElement } from "react";
import { Link } from "react-router-dom";
import { plainForm } from "../../components/forms/plain-field";
import { LoadError } from "../../components/feedback/query-states";
import { TaxLines } from "../../components/orders/tax-lines";
import { paths } from "../../config/paths";
import { api } from "../../lib/api/api-client";
import { lineRef, readVisitorCart, setVisitorCart, type CartItem } from "../../lib/cart/cart";
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
  if (session.status === "loading") return null;
  return session.status === "signed-in" ? account : <VisitorCart />;
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
