import type { Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";

/**
 * The SMTP server behind one interface, as payments/stripe-client.ts keeps Stripe: nodemailer is
 * loaded on the first send, so a cold start that sends no mail does not pay for it.
 */

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (marketing mail's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface SentInfo {
  messageId: string;
  accepted: string[];
  rejected: string[];
}

/** A send that failed; `answered` is false when no SMTP server could be reached at all. */
export class SendFailed extends Error {
  constructor(
    message: string,
    readonly answered: boolean,
  ) {
    super(message);
  }
}

// Shorter than nodemailer's defaults (2 min to connect, 10 min idle), so a send always ends
// well within its lease (domain/mail/mail-delivery.ts LEASE_MS, 5 min); long enough for a slow server
// that takes over a minute to accept a mail (a shorter idle timeout would give up on a mail the
// server then delivers, and send it again).
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 120_000 };

// Connections kept open and reused (a sale's mails do not each connect, greet and say EHLO): at
// most two per instance; one closed by the server or by its idle timeout is opened again next time.
const pooled = { pool: true, maxConnections: 2 } as const;

const transports = new Map<string, Promise<Transporter<SMTPTransport.SentMessageInfo>>>();

function transportFor(url: string) {
  let transport = transports.get(url);
  if (!transport) {
    transport = import("nodemailer").then(({ createTransport }) => createTransport({ url, ...timeouts, ...pooled }));
    transports.set(url, transport);
  }
  return transport;
}

const addresses = (list: Array<string | { address: string }> | undefined) =>
  (list ?? []).map((entry) => (typeof entry === "string" ? entry : entry.address));

export async function sendOverSmtp(smtpUrl: string, mail: OutgoingMail): Promise<SentInfo> {
  try {
    const info = await (await transportFor(smtpUrl)).sendMail(mail);
    return { messageId: info.messageId, accepted: addresses(info.accepted), rejected: addresses(info.rejected) };
  } catch (error) {
    const { message, responseCode } = error as Error & { responseCode?: number };
    // An SMTP reply code means the server answered and refused (or failed) this mail; without
    // one, the connection itself failed: the server is down or unreachable.
    throw new SendFailed(message, typeof responseCode === "number");
  }
}
