import type { DocumentData } from "firebase-admin/firestore";
import type { StoredCreditNote, StoredInvoice } from "../../domain/invoices/invoice-document";
import { db, isoDate } from "../firebase";
import { buildQuery, type QueryShape } from "../query-shape";
import { read, type Transaction } from "../transaction";

/**
 * `invoices/{orderId}` (one per paid order) and `creditNotes/{number}` (one per refund): frozen
 * documents, created once in the unit that records the payment or the refund and never changed
 * after (docs/decisions/047-invoices.md); an erasure keeps them as they are (docs/privacy.md).
 */
const INVOICES = "invoices";
const CREDIT_NOTES = "creditNotes";

async function invoices() {
  return (await db()).collection(INVOICES);
}

async function creditNotes() {
  return (await db()).collection(CREDIT_NOTES);
}

const issuedBetween =
  (collection: string) =>
  (from: Date, until: Date): QueryShape => ({
    collection,
    filters: [
      { field: "issuedAt", op: ">=", value: from },
      { field: "issuedAt", op: "<", value: until },
    ],
    orderBy: [{ field: "issuedAt", direction: "asc" }],
  });

export const invoiceShapes = {
  invoicesIssuedBetween: issuedBetween(INVOICES),
  creditNotesIssuedBetween: issuedBetween(CREDIT_NOTES),
};

// Stored as issued, its date a Timestamp (the owner's list asks by day): read back as written.
const stored = <T>(data: DocumentData): T => ({ ...data, issuedAt: isoDate(data.issuedAt) ?? "" }) as T;
const storable = (document: StoredInvoice | StoredCreditNote) => ({
  ...document,
  issuedAt: new Date(document.issuedAt),
});

/** The order's invoice, or null before it is paid. */
export async function findInvoice(orderId: string, tx?: Transaction): Promise<StoredInvoice | null> {
  const snapshot = await read((await invoices()).doc(orderId), tx);
  return snapshot.exists ? stored<StoredInvoice>(snapshot.data()!) : null;
}

/** Created as read missing (findInvoice in the same unit): a second invoice of one order cannot commit. */
export async function createInvoice(invoice: StoredInvoice, tx: Transaction): Promise<void> {
  tx.create((await invoices()).doc(invoice.orderId), storable(invoice));
}

export async function createCreditNote(note: StoredCreditNote, tx: Transaction): Promise<void> {
  tx.create((await creditNotes()).doc(note.number), storable(note));
}

/** The credit notes of these numbers that exist, in the order asked. */
export async function findCreditNotes(numbers: readonly string[]): Promise<StoredCreditNote[]> {
  if (numbers.length === 0) return [];
  const collection = await creditNotes();
  const snapshots = await (await db()).getAll(...numbers.map((number) => collection.doc(number)));
  return snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => stored<StoredCreditNote>(snapshot.data()!));
}

/** The invoices of these orders that exist (a shopper's export). */
export async function findInvoices(orderIds: readonly string[]): Promise<StoredInvoice[]> {
  if (orderIds.length === 0) return [];
  const collection = await invoices();
  const snapshots = await (await db()).getAll(...orderIds.map((id) => collection.doc(id)));
  return snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => stored<StoredInvoice>(snapshot.data()!));
}

/** Invoices and credit notes issued from `from` up to (not including) `until`. */
export async function listIssuedBetween(
  from: Date,
  until: Date,
): Promise<{ invoices: StoredInvoice[]; creditNotes: StoredCreditNote[] }> {
  const [issued, credited] = await Promise.all([
    buildQuery(await invoices(), invoiceShapes.invoicesIssuedBetween(from, until)).get(),
    buildQuery(await creditNotes(), invoiceShapes.creditNotesIssuedBetween(from, until)).get(),
  ]);
  return {
    invoices: issued.docs.map((doc) => stored<StoredInvoice>(doc.data())),
    creditNotes: credited.docs.map((doc) => stored<StoredCreditNote>(doc.data())),
  };
}
