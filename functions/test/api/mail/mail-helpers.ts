import { mailsAboutOrder, type CaughtMail } from "../../../../testkit/shop-client";
import { adminSdk } from "../helpers";
import { eventually } from "../payments/payment-helpers";

/** A mail document as stored (mail/{orderId}-{kind}), read with the tests' own firebase-admin. */
export interface MailDoc {
  id: string;
  to: string;
  orderId: string;
  kind: string;
  message: { subject: string; text: string; html: string };
  delivery: { state: string; attempts: number; error: string | null; info: { accepted: string[] } | null };
}

export async function mailsOf(orderId: string): Promise<MailDoc[]> {
  const { db } = await adminSdk();
  const snapshot = await db.collection("mail").where("orderId", "==", orderId).get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, ...doc.data() }) as MailDoc)
    .sort((a, b) => a.id.localeCompare(b.id));
}

export const kindsOf = async (orderId: string) => (await mailsOf(orderId)).map((mail) => mail.kind).sort();

/** Waits until the catcher holds `count` mails about the order. */
export function caughtAbout(orderId: string, count: number, timeoutMs = 15_000): Promise<CaughtMail[]> {
  return eventually(async () => {
    const about = await mailsAboutOrder(orderId);
    return about.length >= count ? about : undefined;
  }, timeoutMs);
}
