import type { InvoiceRefusal } from "../../domain/invoices/refusals";
import { AppError } from "../../errors";
import type { Wording } from "./wording";

export const invoiceWording: Wording<InvoiceRefusal> = {
  "no-invoice": () => new AppError("no-invoice", "This order has no invoice: it is issued when the order is paid", 404),
  "no-credit-note": () => new AppError("not-found", "This order has no credit note of that number", 404),
};
