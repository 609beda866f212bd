import { useId, useState, type FormEvent } from "react";
import { errorMessage } from "../../../lib/api/error-message";
import { useWrite } from "../../../lib/api/use-write";
import { useSession } from "../../../lib/session/session";
import { askAlert } from "../api/ask-alert";
import styles from "../tool-page.module.css";

/**
 * "Notify me" under a sold-out tool or variant (POST /products/{id}/alerts). A signed-in shopper asks
 * with one click, for their account's email; a visitor types an email and is told to confirm from the
 * mail the shop sends (nothing else is sent before). Loaded only when the chosen variant is sold out,
 * so a tool in stock carries none of it. `what` names it: "Adjustable Wrench (Size: 10 in)".
 */
export function BackInStock({ productId, variantId, what }: { productId: string; variantId?: string; what: string }) {
  const { status, user } = useSession();
  const write = useWrite();
  const [email, setEmail] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const id = useId();
  const signedIn = status === "signed-in" && user !== null;

  const ask = async (event?: FormEvent) => {
    event?.preventDefault();
    const to = signedIn ? null : email.trim();
    const result = await write.run(() => askAlert(productId, variantId, to), { inline: true });
    if (result.ok)
      setDone(
        to === null
          ? `We will email ${user!.email} once ${what} is back in stock.`
          : `Check your inbox: we sent a link to ${to}. Open it to confirm, and we will email you once ${what} is back in stock.`,
      );
  };

  const refusal = write.error === undefined ? null : errorMessage(write.error);
  return (
    <section className={styles.notify} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Sold out for now</h2>
      {done ? (
        <p role="status">{done}</p>
      ) : signedIn ? (
        <>
          <p>We can email you once when {what} is back in stock.</p>
          <button type="button" className={styles.more} disabled={write.busy} onClick={() => void ask()}>
            Notify me
          </button>
        </>
      ) : (
        <form className={styles.notifyForm} onSubmit={(event) => void ask(event)}>
          <label htmlFor={`${id}-email`}>Email me once when it is back</label>
          <div className={styles.notifyRow}>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={refusal !== null}
              aria-describedby={refusal ? `${id}-refusal` : undefined}
            />
            <button type="submit" className={styles.more} disabled={write.busy}>
              Notify me
            </button>
          </div>
        </form>
      )}
      {refusal && !done && (
        <p id={`${id}-refusal`} role="alert" className={styles.refusal}>
          {refusal}
        </p>
      )}
    </section>
  );
}
