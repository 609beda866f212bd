import type { InvoicingSettings } from "@hometools/contract";

/** A seller as GET /settings/invoicing answers it: a German shop with two street lines. */
export const invoicingSettings: InvoicingSettings = {
  legalName: "Werkzeug Handel GmbH",
  addressLines: ["Hauptstraße 5", "Hinterhaus"],
  city: "Berlin",
  postalCode: "10115",
  country: "DE",
  taxId: "DE123456789",
  invoicePrefix: "INV",
  creditNotePrefix: "CN",
  footer: "Amtsgericht Berlin HRB 12345",
};
