import type { Transaction } from "../transaction";
import { db } from "../firebase";
import { create, read } from "../transaction";

const COLLECTION = "stripeEvents";

/** What is kept of each webhook event, under its event id (each event is handled once). */
export interface StripeEventRecord {
  type: string;
  orderId: string | null;
  paymentIntentId: string;
  /** What the event did (see services/payments/apply-payment.ts). */
  outcome: string;
}

async function events() {
  return (await db()).collection(COLLECTION);
}

export async function hasEvent(id: string, tx?: Transaction): Promise<boolean> {
  return (await read((await events()).doc(id), tx)).exists;
}

/**
 * Records an event with create(), so a second record of the same id fails with ALREADY_EXISTS
 * (see data/transaction.ts isAlreadyExists) even where transactions are not isolated.
 */
export async function recordEvent(id: string, record: StripeEventRecord, tx?: Transaction): Promise<void> {
  await create((await events()).doc(id), { ...record, processedAt: new Date() }, tx);
}
