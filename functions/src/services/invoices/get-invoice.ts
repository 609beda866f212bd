import type { CreditNote, Invoice } from "@hometools/contract";
import { findCreditNotes, findInvoice } from "../../data/invoices/invoice-repository";
import { findOrderWithArchived } from "../../data/orders/order-repository";
import { ownedOrder, type Caller } from "../../domain/caller";
import { toCreditNote, toInvoice } from "../../domain/invoices/invoice-view";
import { Refused } from "../../domain/refused";

/**
 * An order's invoice for its owner (an account, or a guest's key), or an admin, staff included. A
 * deleted (archived) paid order keeps its invoice: the books keep both.
 */
async function invoiceOfOrder(caller: Caller, orderId: string) {
  const order = ownedOrder(caller, await findOrderWithArchived(orderId), { adminToo: true });
  const invoice = order.invoiceNumber ? await findInvoice(order._id) : null;
  if (!invoice) throw new Refused({ kind: "no-invoice" });
  return { order, invoice };
}

/** GET /orders/{id}/invoice: 404 `no-invoice` before the order is paid. */
export async function getInvoice(caller: Caller, orderId: string): Promise<Invoice> {
  const { order, invoice } = await invoiceOfOrder(caller, orderId);
  return toInvoice(invoice, await findCreditNotes(order.creditNoteNumbers));
}

/** GET /orders/{id}/invoice.pdf: the same invoice, drawn (documents/invoice-pdf.ts). */
export async function getInvoicePdf(caller: Caller, orderId: string): Promise<{ filename: string; pdf: Buffer }> {
  const shown = await getInvoice(caller, orderId);
  const { invoicePdf } = await import("../../documents/invoice-pdf");
  return { filename: `${shown.number}.pdf`, pdf: await invoicePdf(shown) };
}

/** GET /orders/{id}/credit-notes/{number}.pdf: one of the order's credit notes, drawn. */
export async function getCreditNotePdf(
  caller: Caller,
  orderId: string,
  number: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const { order } = await invoiceOfOrder(caller, orderId);
  const [note] = order.creditNoteNumbers.includes(number) ? await findCreditNotes([number]) : [];
  if (!note) throw new Refused({ kind: "no-credit-note" });
  const shown: CreditNote = toCreditNote(note);
  const { creditNotePdf } = await import("../../documents/invoice-pdf");
  return { filename: `${shown.number}.pdf`, pdf: await creditNotePdf(shown) };
}
