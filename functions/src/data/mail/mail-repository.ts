import type { DocumentData, DocumentSnapshot } from "firebase-admin/firestore";
import type { Transaction } from "../transaction";
import {
  deliveryStates,
  newDelivery,
  sendAt,
  type Delivery,
  type DeliveryState,
} from "../../domain/mail/mail-delivery";
import type { MarketingMailKind } from "@hometools/contract";
import type { MailKind, MailMessage } from "../../domain/mail/order-mail";
import { countMailOnDay } from "../overview/stats-repository";
import { db, isoDate } from "../firebase";
import { buildQuery, type QueryShape } from "../query-shape";
import { create, read, update } from "../transaction";

const COLLECTION = "mail";

/**
 * `mail/{orderId}-{kind}`: one order mail, in the document shape of Firebase's Trigger Email
 * extension (`to`, `message`, `delivery`) plus the order and kind it belongs to, and `sendAt`
 * (domain/mail/mail-delivery.ts): when a sender should next look at it, null once it is done.
 */
export interface StoredMail {
  _id: string;
  to: string;
  message: MailMessage;
  /** The order it is about; for the mail that closes an account, the privacy request's id. */
  orderId: string;
  kind: StoredMailKind;
  createdAt: string | null;
  delivery: Delivery;
}

/**
 * An order's mails, the last mail of an erased account (docs/privacy.md), and the marketing mails
 * (docs/decisions/048), whose `orderId` is the alert's or the reminder's id.
 */
export type StoredMailKind = MailKind | "account-deleted" | MarketingMailKind;

export const mailId = (orderId: string, kind: StoredMailKind, suffix?: string) =>
  suffix ? `${orderId}-${kind}-${suffix}` : `${orderId}-${kind}`;

/** Mail due at `now`: waiting, due for a retry, or claimed by a sender whose lease ran out. */
export const dueMailShape = (now: Date): QueryShape => ({
  collection: COLLECTION,
  filters: [{ field: "sendAt", op: "<=", value: now }],
  orderBy: [{ field: "sendAt", direction: "asc" }],
});

async function mails() {
  return (await db()).collection(COLLECTION);
}

const toDate = (value: unknown) => {
  const iso = isoDate(value);
  return iso ? new Date(iso) : null;
};

function toDelivery(value: DocumentData | undefined): Delivery {
  const data = value ?? {};
  const info = data.info as Delivery["info"] | undefined;
  return {
    state: deliveryStates.includes(data.state as DeliveryState) ? (data.state as DeliveryState) : "PENDING",
    attempts: Number(data.attempts ?? 0),
    startTime: toDate(data.startTime),
    endTime: toDate(data.endTime),
    error: (data.error as string | null) ?? null,
    leaseExpireTime: toDate(data.leaseExpireTime),
    info: info
      ? { messageId: info.messageId ?? "", accepted: info.accepted ?? [], rejected: info.rejected ?? [] }
      : null,
  };
}

function toStoredMail(snapshot: DocumentSnapshot): StoredMail {
  const data = snapshot.data() ?? {};
  const message = (data.message ?? {}) as Partial<MailMessage>;
  return {
    _id: snapshot.id,
    to: String(data.to ?? ""),
    message: {
      subject: message.subject ?? "",
      text: message.text ?? "",
      html: message.html ?? "",
      ...(message.headers && { headers: message.headers }),
    },
    orderId: String(data.orderId ?? ""),
    kind: data.kind as StoredMailKind,
    createdAt: isoDate(data.createdAt),
    delivery: toDelivery(data.delivery as DocumentData | undefined),
  };
}

/**
 * Writes a new mail with create(): inside the move's transaction, so the mail exists exactly when
 * the move does. A second write of the same `{orderId}-{kind}` fails (ALREADY_EXISTS) instead of
 * replacing a mail that may have gone out already, so a move can never mail twice. The mail counts
 * towards its kind on the day's figures (the overview), in the same commit.
 */
export async function createMail(
  mail: Omit<StoredMail, "_id" | "createdAt" | "delivery">,
  delivery: Delivery = newDelivery(),
  tx?: Transaction,
  suffix?: string,
): Promise<StoredMail> {
  const id = mailId(mail.orderId, mail.kind, suffix);
  const createdAt = new Date();
  await create((await mails()).doc(id), { ...mail, createdAt, delivery, sendAt: sendAt(delivery, createdAt) }, tx);
  await countMailOnDay(mail.kind, createdAt, tx);
  return { ...mail, _id: id, createdAt: createdAt.toISOString(), delivery };
}

export async function findMail(id: string, tx?: Transaction): Promise<StoredMail | null> {
  const snapshot = await read((await mails()).doc(id), tx);
  return snapshot.exists ? toStoredMail(snapshot) : null;
}

/** Records a delivery step (never PENDING again: a mail's `createdAt` is its first sendAt). */
export async function setDelivery(id: string, delivery: Delivery, tx?: Transaction): Promise<void> {
  await update((await mails()).doc(id), { delivery, sendAt: sendAt(delivery, new Date(0)) }, tx);
}

/** Up to `limit` mails due at `now`, the longest waiting first. */
export async function listDueMail(now: Date, limit: number): Promise<StoredMail[]> {
  const snapshot = await buildQuery(await mails(), dueMailShape(now))
    .limit(limit)
    .get();
  return snapshot.docs.map(toStoredMail);
}

/** The mails about one order (a shopper's data export). */
export const mailOfOrderShape = (orderId: string): QueryShape => ({
  collection: COLLECTION,
  filters: [{ field: "orderId", op: "==", value: orderId }],
  orderBy: [],
});

/** Every mail about these orders. */
export async function listMailOfOrders(orderIds: readonly string[]): Promise<StoredMail[]> {
  const collection = await mails();
  const found = await Promise.all(orderIds.map((id) => buildQuery(collection, mailOfOrderShape(id)).get()));
  return found.flatMap((snapshot) => snapshot.docs.map(toStoredMail));
}
