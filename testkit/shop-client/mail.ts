import { urls } from "../../ports/ports";

/** A mail the local mail catcher received (maildev's shape, devstack/mail-catcher/README.md). */
export interface CaughtMail {
  id: string;
  subject: string;
  to: Array<{ address: string; name: string }>;
  text: string;
  html: string;
  /** The Date header (to the second). */
  date: string;
  /** When the catcher received it, to the millisecond. */
  time: string;
  /** Every header, names in lower case (list-unsubscribe, list-unsubscribe-post, ...). */
  headers: Record<string, string>;
}

/** Every mail in the local inbox (GET http://127.0.0.1:8025/email). */
export async function inbox(): Promise<CaughtMail[]> {
  const response = await fetch(`${urls.mailInbox}/email`);
  if (!response.ok) throw new Error(`GET ${urls.mailInbox}/email answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** The inbox's mails about one order: its id is in every order mail's text ("Order <id>"). */
export async function mailsAboutOrder(orderId: string): Promise<CaughtMail[]> {
  return (await inbox()).filter((mail) => mail.text.includes(`Order ${orderId}`));
}
