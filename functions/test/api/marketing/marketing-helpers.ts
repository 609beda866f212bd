import { inbox, type CaughtMail } from "../../../../testkit/shop-client";
import { call, type CallResult } from "../helpers";
import { pointServicesAtStack } from "../orders/lifecycle-helpers";
import { eventually } from "../payments/payment-helpers";

/** Marketing mail's tests (docs/decisions/048): the mails an address received, and the links in them. */

/** The inbox's mails to one address. */
export async function mailsTo(email: string): Promise<CaughtMail[]> {
  return (await inbox()).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === email.toLowerCase()));
}

/** Waits until the address holds `count` mails whose subject starts with `prefix`. */
export function caughtTo(email: string, prefix: string, count = 1): Promise<CaughtMail[]> {
  return eventually(
    async () => {
      const found = (await mailsTo(email)).filter((mail) => mail.subject.startsWith(prefix));
      return found.length >= count ? found : undefined;
    },
    15_000,
    `${count} mail(s) "${prefix}..." to ${email}`,
  );
}

/**
 * How many mails the address holds with that subject, once the outbox has nothing left for it:
 * mails written by a unit go out within the stack's sender period (5 s), so a test that expects none
 * checks the outbox (the source) rather than waiting on the inbox.
 */
export async function outboxTo(email: string, kind: string): Promise<number> {
  const { adminSdk } = await import("../helpers");
  const { db } = await adminSdk();
  return (await db.collection("mail").where("to", "==", email.toLowerCase()).where("kind", "==", kind).get()).size;
}

/** The token of a link in a mail's text: `.../path?<param>=<token>`. */
export function tokenIn(mail: CaughtMail, path: string, param = "token"): string {
  const match = new RegExp(`${path.replace(/[?]/g, "\\?")}\\?${param}=([A-Za-z0-9_.-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path}?${param}= link in "${mail.subject}"`);
  return match[1]!;
}

/** The unsubscribe token of a mail's List-Unsubscribe header. */
export function unsubscribeToken(mail: CaughtMail): string {
  const match = /<https?:\/\/[^>]+\/unsubscribe\?token=([A-Za-z0-9_.-]+)>/.exec(mail.headers["list-unsubscribe"] ?? "");
  if (!match) throw new Error(`no List-Unsubscribe in "${mail.subject}"`);
  return match[1]!;
}

/** POST /products/{id}/alerts, anonymous or with a token. */
export const askAlert = (productId: string, body: object, token?: string): Promise<CallResult> =>
  call("POST", `/products/${productId}/alerts`, { body, ...(token && { token }) });

/** The marketing services run in this process against the stack (the reminder sweep, signed tokens). */
export async function marketingServices() {
  pointServicesAtStack();
  const [{ remindAbandonedCarts }, { signToken }, { marketingKey }] = await Promise.all([
    import("../../../src/services/marketing/remind-abandoned-carts"),
    import("../../../src/domain/marketing/signed-token"),
    import("../../../src/config"),
  ]);
  return { remindAbandonedCarts, signToken, marketingKey };
}

/** Hours from now, as a sweep's clock. */
export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);
