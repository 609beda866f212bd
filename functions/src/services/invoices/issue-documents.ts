import type { InvoiceSeller, InvoicingSettings } from "@hometools/contract";
import { pickDocumentNumber } from "../../data/invoices/invoice-counter-repository";
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
 * note the invoice) and picks the number; `issue` writes the frozen document and moves the counter
 * on. A unit that loses to another runs again and picks again, so numbers have no gap.
 */

const sellerOf = ({ invoicePrefix: _i, creditNotePrefix: _c, ...seller }: InvoicingSettings): InvoiceSeller => seller;

export interface InvoiceToIssue {
  number: string;
  /** Writes the invoice of `order` as the payment leaves it, and the counter. */
  issue: (order: StoredOrder) => Promise<void>;
}

/**
 * The invoice number a payment recorded `at` takes. `settings` are read by the caller in the unit's
 * first batch (readInvoicingSettings), so this costs one read: the sequence's counter.
 */
export async function prepareInvoice(tx: Transaction, settings: InvoicingSettings, at: Date): Promise<InvoiceToIssue> {
  const { number, claim } = await pickDocumentNumber(settings.invoicePrefix, at, tx);
  return {
    number,
    issue: async (order) => {
      await createInvoice(invoiceOf(order, sellerOf(settings), number, at), tx);
      claim();
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
 * Reads the invoice and the settings together (with the caller's reads when asked in the same
 * turn), then the sequence's counter.
 */
export async function prepareCreditNote(
  tx: Transaction,
  order: StoredOrder,
  at: Date,
): Promise<CreditNoteToIssue | null> {
  if (!order.invoiceNumber) return null;
  const [invoice, settings] = await Promise.all([findInvoice(order._id, tx), readInvoicingSettings(tx)]);
  if (!invoice) return null;
  const { number, claim } = await pickDocumentNumber(settings.creditNotePrefix, at, tx);
  return {
    number,
    issue: async (before, refund) => {
      const note = creditNoteOf(invoice, before, refund, before.refunds, sellerOf(settings), number, at);
      await createCreditNote(note, tx);
      claim();
    },
  };
}
