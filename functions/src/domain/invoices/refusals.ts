/** What the shop refuses about invoices and credit notes (docs/decisions/047-invoices.md). */
export type InvoiceRefusal =
  /** The order has no invoice yet: it is not paid (or was paid before invoices existed). */
  | { kind: "no-invoice" }
  /** No credit note of that number belongs to the order. */
  | { kind: "no-credit-note" };
