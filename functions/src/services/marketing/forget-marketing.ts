import { marketingKey } from "../../config";
import { deleteRemindersOf } from "../../data/marketing/cart-reminder-repository";
import { deleteGuestConsent } from "../../data/marketing/consent-repository";
import { deleteAlertsOfEmail } from "../../data/marketing/stock-alert-repository";
import { suppressionKey } from "../../domain/marketing/address-key";

/**
 * An erasure's marketing step (services/privacy/erase-customer.ts): the address's alerts, a guest's
 * consent from a checkout, the account's cart reminders. Harmless to run again.
 */
export async function forgetMarketing(uid: string | null, email: string): Promise<void> {
  await Promise.all([
    deleteAlertsOfEmail(email.toLowerCase()),
    deleteGuestConsent(suppressionKey(marketingKey(), email)),
    uid ? deleteRemindersOf(uid) : Promise.resolve(0),
  ]);
}
