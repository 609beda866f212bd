import { expect } from "@playwright/test";
import { api, inbox, type CaughtMail } from "../../testkit/shop-client";

/** A caught mail with its headers (names in lower case, as the mail catcher gives them). */
export type MailWithHeaders = CaughtMail & { headers: Record<string, string | string[]> };

/** Every mail the local inbox holds for `email`, oldest first. */
export async function mailsTo(email: string): Promise<MailWithHeaders[]> {
  const address = email.toLowerCase();
  return (await inbox()).filter((mail) =>
    mail.to.some((to) => to.address.toLowerCase() === address),
  ) as MailWithHeaders[];
}

/** Waits until `email` has a mail whose subject matches, and answers it. */
export async function mailTo(email: string, subject: RegExp, timeout = 20_000): Promise<MailWithHeaders> {
  let found: MailWithHeaders | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(email)).find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `a mail to ${email} with subject ${subject}`, timeout, intervals: [250, 500] },
    )
    .toBe(true);
  return found!;
}

/** The first link in the mail's text that matches `path` (a regular expression's source, after the origin). */
export function linkIn(mail: CaughtMail, path: string): string {
  const link = new RegExp(`https?://[^\\s"<>]+${path}[^\\s"<>]*`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no link to ${path} in the mail "${mail.subject}"`);
  return link;
}

/** One header of a caught mail, as text. */
export const headerOf = (mail: MailWithHeaders, name: string) => [mail.headers[name] ?? []].flat().join(", ");

/** Moves a variant's stock through the API, as the owner's Stock dialog does. */
export async function moveStock(token: string, productId: string, variantId: string, delta: number): Promise<void> {
  await api("POST", `/products/${encodeURIComponent(productId)}/stock`, {
    token,
    body: { delta, reason: delta > 0 ? "e2e restock" : "e2e sold elsewhere", variantId },
  });
}
