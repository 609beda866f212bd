import type { MarketingMailKind } from "@hometools/contract";
import { marketingKey, shopUrl } from "../../config";
import { createMail } from "../../data/mail/mail-repository";
import { afterCommit, type Transaction } from "../../data/transaction";
import { claimed, newDelivery } from "../../domain/mail/mail-delivery";
import type { MailMessage } from "../../domain/mail/order-mail";
import { signToken } from "../../domain/marketing/signed-token";
import { mailSettingsOrWarn, sendClaimedSoon } from "../mail/deliver-mail";

/**
 * The site's one-click unsubscribe URL for an address (List-Unsubscribe, and the mails' link):
 * Hosting sends a POST to /unsubscribe to the pages function, a GET to the app's page with one button.
 */
export const unsubscribeUrl = (email: string) =>
  `${shopUrl()}/unsubscribe?token=${signToken(marketingKey(), "unsubscribe", email.toLowerCase())}`;

/**
 * Writes a marketing mail into the outbox in the unit that causes it (`mail/{id}-{kind}-{suffix}`,
 * decision 025) and sends it once the unit has committed, as order mail goes (services/mail/order-mail.ts).
 */
export async function queueMarketingMail(
  tx: Transaction,
  mail: { to: string; message: MailMessage; about: string; kind: MarketingMailKind; suffix: string },
): Promise<void> {
  const settings = mailSettingsOrWarn();
  const delivery = settings ? claimed(newDelivery(), new Date()) : newDelivery();
  const stored = await createMail(
    { to: mail.to, message: mail.message, orderId: mail.about, kind: mail.kind },
    delivery,
    tx,
    mail.suffix,
  );
  if (settings) afterCommit(tx, () => sendClaimedSoon(stored, settings));
}
