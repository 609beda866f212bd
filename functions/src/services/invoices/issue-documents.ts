import {
  DEFAULT_CREDIT_NOTE_PREFIX,
  DEFAULT_INVOICE_PREFIX,
  type InvoiceSeller,
  type InvoicingSettings,
} from "@hometools/contract";
import { pickDocumentNumber, type NumberClaim } from "../../data/invoices/invoice-counter-repository";
import { createCreditNote, createInvoice, findInvoice } from "../../data/invoices/invoice-repository";
import { readInvoicingSettings } from "../../data/invoices/invoicing-settings-repository";
import type { StoredOrder } from "../../data/orders/order-repository";
import type { Transaction } from "../../data/transaction";
import type { RefundRecord } from "../../domain/after-sale/refunds";
import { creditNoteOf, invoiceOf } from "../../domain/invoices/invoice-document";

/**
 * Issuing invoices and credit notes inside the unit that records a payment or a refund
 * (docs/decisions/047-invoices.md). Each comes in two halves, as the unit's reads must all come
 * before its first write: `prepare...` reads (the settings, the sequence's counter, for a credit
 * note the invoice: one batch read) and picks the number; `issue` writes the frozen document and moves the counter
 * on. A unit that loses to another runs again and picks again, so numbers have no gap.
 */

const sellerOf = ({ invoicePrefix: _i, creditNotePrefix: _c, ...seller }: InvoicingSettings): InvoiceSeller => seller;

/**
 * The prefix each sequence had when this instance last issued (the settings rarely change): its
 * counter is read in the same batch as the settings, so a number costs no round trip of its own. A
 * guess that turns out wrong (the owner changed a prefix) costs one more read, once.
 */
const lastPrefix = { invoice: DEFAULT_INVOICE_PREFIX, creditNote: DEFAULT_CREDIT_NOTE_PREFIX };

/** The settings and the next number of a sequence (its counter read with them, as guessed). */
async function pickWithSettings(
  kind: keyof typeof lastPrefix,
  at: Date,
  tx: Transaction,
): Promise<{ settings: InvoicingSettings; picked: NumberClaim }> {
  const guess = lastPrefix[kind];
  const [settings, guessed] = await Promise.all([readInvoicingSettings(tx), pickDocumentNumber(guess, at, tx)]);
  const prefix = kind === "invoice" ? settings.invoicePrefix : settings.creditNotePrefix;
  lastPrefix[kind] = prefix;
  return { settings, picked: prefix === guess ? guessed : await pickDocumentNumber(prefix, at, tx) };
}

export interface InvoiceToIssue {
  number: string;
  /** Writes the invoice of `order` as the payment leaves it, and the counter. */
  issue: (order: StoredOrder) => Promise<void>;
}

/**
 * The invoice number a payment recorded `at` takes: the settings and the sequence's counter, read
 * together (ask for it with the unit's first reads: one batch read for all).
 */
export async function prepareInvoice(tx: Transaction, at: Date): Promise<InvoiceToIssue> {
  const { settings, picked } = await pickWithSettings("invoice", at, tx);
  return {
    number: picked.number,
    issue: async (order) => {
      await createInvoice(invoiceOf(order, sellerOf(settings), picked.number, at), tx);
      picked.claim();
    },
  };
}

export interface CreditNoteToIssue {
  number: string;
  /** Writes the credit note of `refund` (the order before it was recorded), and the counter. */
  issue: (order: StoredOrder, refund: RefundRecord) => Promise<void>;
}

/**
 * The credit note a refund recorded `at` on `order` takes, or null when the order has no invoice
 * (paid before invoices were issued, or a late payment refunded at once: no sale, no invoice).
 * Reads the invoice, the settings and the counter together (with the caller's reads when asked in
 * the same turn).
 */
export async function prepareCreditNote(
  tx: Transaction,
  order: StoredOrder,
  at: Date,
): Promise<CreditNoteToIssue | null> {
  if (!order.invoiceNumber) return null;
  const [invoice, { settings, picked }] = await Promise.all([
    findInvoice(order._id, tx),
    pickWithSettings("creditNote", at, tx),
  ]);
  if (!invoice) return null;
  return {
    number: picked.number,
    issue: async (before, refund) => {
      const note = creditNoteOf(invoice, before, refund, before.refunds, sellerOf(settings), picked.number, at);
      await createCreditNote(note, tx);
      picked.claim();
    },
  };
}
