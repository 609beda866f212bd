import type { InvoicingSettings } from "@hometools/contract";

/** The seller as the seed sets it (stack/seed-data.ts), as GET /settings/invoicing answers it. */
export const invoicingSettings: InvoicingSettings = {
  legalName: "Home Tools Supply LLC",
  addressLines: ["350 Fifth Avenue", "Suite 4100"],
  city: "New York",
  postalCode: "10118",
  country: "US",
  taxId: "EU372012345",
  invoicePrefix: "INV",
  creditNotePrefix: "CN",
  footer: "Home Tools Supply LLC, registered in New York.",
};
