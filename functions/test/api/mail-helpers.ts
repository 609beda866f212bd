import { urls } from "../../../scripts/lib/ports";
import { adminSdk } from "./helpers";
import { eventually } from "./payment-helpers";

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

/** What the local mail catcher received (maildev's shape), at http://127.0.0.1:8025/email. */
export interface CaughtMail {
  subject: string;
  to: Array<{ address: string; name: string }>;
  text: string;
  html: string;
  date: string;
  time: string;
}

export async function inbox(): Promise<CaughtMail[]> {
  const response = await fetch(`${urls.mailInbox}/email`);
  if (!response.ok) throw new Error(`GET /email: ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** Waits until the catcher holds `count` mails about the order (its id is in every mail's text). */
export function caughtAbout(orderId: string, count: number, timeoutMs = 15_000): Promise<CaughtMail[]> {
  return eventually(async () => {
    const about = (await inbox()).filter((mail) => mail.text.includes(`Order ${orderId}`));
    return about.length >= count ? about : undefined;
  }, timeoutMs);
}
