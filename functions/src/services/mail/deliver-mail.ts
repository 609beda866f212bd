import { mailSettings, type MailSettings } from "../../config";
import { findMail, listDueMail, setDelivery, type StoredMail } from "../../data/mail/mail-repository";
import { runTransaction } from "../../data/transaction";
import { claimed, failed, isDue, succeeded, type Delivery } from "../../domain/mail/mail-delivery";
import { log } from "../../log";
import { SendFailed, sendOverSmtp } from "../../mail/smtp-transport";

export interface SendReport {
  sent: number;
  retry: number;
  error: number;
  /** Not due, already taken by another sender, or no SMTP settings. */
  skipped: number;
}

/** Mails looked at per scheduled run; the next run takes the rest. */
const BATCH = 100;
/** Mails sent at once by a scheduled run. */
const PARALLEL = 4;
/** How long a move's answer waits for its mail to go; past that it goes on in the background. */
const SEND_WAIT_MS = 2_000;

/**
 * The sender's clock. A run is given either a clock or the moment it starts on the caller's clock
 * (a test's), which then runs on with real time: each claim and each outcome is stamped when it
 * happens, never with the run's start (a slow server must not find its later mails' leases spent).
 */
export type Clock = () => Date;

function clockFrom(now: Date | Clock): Clock {
  if (typeof now === "function") return now;
  const started = Date.now();
  return () => new Date(now.getTime() + (Date.now() - started));
}

let warned = false;
/** The SMTP settings, or null (mail then waits as PENDING), with one warning per instance. */
export function mailSettingsOrWarn(): MailSettings | null {
  const settings = mailSettings();
  if (!settings && !warned) {
    warned = true;
    log.warn("order mail is not sent: set SMTP_URL and MAIL_FROM (README, Deploy); mails wait as PENDING");
  }
  return settings;
}

/**
 * Sends the given mails that are due (the tests pass a clock of their own): each is first claimed
 * in a transaction (PROCESSING with a lease that starts at that claim), so two senders never send
 * the same mail; the outcome is then recorded (domain/mail/mail-delivery.ts).
 */
export async function deliverMail(ids: string[], now: Date | Clock = new Date()): Promise<SendReport> {
  const report: SendReport = { sent: 0, retry: 0, error: 0, skipped: 0 };
  const settings = mailSettingsOrWarn();
  if (!settings) return { ...report, skipped: ids.length };
  const clock = clockFrom(now);
  for (let start = 0; start < ids.length; start += PARALLEL) {
    const outcomes = await Promise.all(ids.slice(start, start + PARALLEL).map((id) => deliverOne(id, settings, clock)));
    for (const outcome of outcomes) report[outcome] += 1;
  }
  return report;
}

/** The scheduled run: every mail that is due, including claims whose lease ran out. */
export async function deliverDueMail(now: Date | Clock = new Date()): Promise<SendReport> {
  const clock = clockFrom(now);
  const listedAt = clock();
  const due = (await listDueMail(listedAt, BATCH)).filter((mail) => isDue(mail.delivery, listedAt));
  const report = await deliverMail(
    due.map((mail) => mail._id),
    clock,
  );
  if (report.sent || report.retry || report.error) log.info("mail sweep", { ...report });
  return report;
}

/**
 * Right after a move: its mail, written already claimed by this sender (services/mail/order-mail.ts),
 * goes now. The answer waits for it a little at most; a send still under way then finishes in the
 * background, and if this instance is stopped first, the scheduled run takes the mail up once its
 * lease has run out.
 */
export async function sendClaimedSoon(mail: StoredMail, settings: MailSettings): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SEND_WAIT_MS);
    timer.unref();
  });
  const sending = sendAndRecord(mail, settings, clockFrom(new Date())).catch((error: unknown) => {
    log.warn("mail not sent right after the move", { mailId: mail._id, error: (error as Error).message });
  });
  await Promise.race([sending, waited]);
  clearTimeout(timer);
}

async function deliverOne(id: string, settings: MailSettings, clock: Clock): Promise<keyof SendReport> {
  const mail = await runTransaction(async (tx) => {
    const found = await findMail(id, tx);
    // The lease starts now, at this claim: not when the run started, however long earlier sends took.
    const now = clock();
    if (!found || !isDue(found.delivery, now)) return null;
    const delivery = claimed(found.delivery, now);
    await setDelivery(id, delivery, tx);
    return { ...found, delivery };
  });
  if (!mail) return "skipped";
  return sendAndRecord(mail, settings, clock);
}

/** Sends a mail this sender has claimed and records the outcome. */
async function sendAndRecord(mail: StoredMail, settings: MailSettings, clock: Clock): Promise<keyof SendReport> {
  // The end time on the caller's clock, so a test's clock and backoff agree.
  const end = clock;
  let delivery: Delivery;
  try {
    const info = await sendOverSmtp(settings.smtpUrl, { from: settings.from, to: mail.to, ...mail.message });
    delivery = succeeded(mail.delivery, info, end());
  } catch (error) {
    const answered = error instanceof SendFailed && error.answered;
    delivery = failed(mail.delivery, (error as Error).message, answered, end());
    log.warn("mail not sent", {
      mailId: mail._id,
      state: delivery.state,
      attempts: delivery.attempts,
      error: delivery.error,
    });
  }
  // A plain write: the lease (longer than any send, see the transport's timeouts) keeps others off.
  await setDelivery(mail._id, delivery);
  return delivery.state === "SUCCESS" ? "sent" : delivery.state === "ERROR" ? "error" : "retry";
}
