import { DEFAULT_CREDIT_NOTE_PREFIX, DEFAULT_INVOICE_PREFIX, type InvoicingSettings } from "@hometools/contract";
import { db } from "../firebase";
import { read, replace, type Transaction } from "../transaction";

const COLLECTION = "invoicingSettings";

/** What a shop that never set its invoicing has: the default prefixes and an empty seller (the seed sets one). */
export const defaultInvoicingSettings: InvoicingSettings = {
  legalName: "",
  addressLines: [],
  city: "",
  postalCode: "",
  country: "US",
  taxId: "",
  invoicePrefix: DEFAULT_INVOICE_PREFIX,
  creditNotePrefix: DEFAULT_CREDIT_NOTE_PREFIX,
  footer: "",
};

// The shop's one settings document, `invoicingSettings/shop`.
const settingsRef = async () => (await db()).collection(COLLECTION).doc("shop");

const text = (value: unknown, fallback: string) => (typeof value === "string" ? value : fallback);

/**
 * The seller's details and the prefixes, or the defaults before the owner set them. Read inside
 * the unit that issues an invoice or a credit note (with the unit's other reads: no round trip of
 * its own), so a document prints the settings of the moment it is issued.
 */
export async function readInvoicingSettings(tx?: Transaction): Promise<InvoicingSettings> {
  return (await findInvoicingSettings(tx)) ?? defaultInvoicingSettings;
}

/** The stored settings; null before they were first written (the seed writes them once). */
export async function findInvoicingSettings(tx?: Transaction): Promise<InvoicingSettings | null> {
  const snapshot = await read(await settingsRef(), tx);
  if (!snapshot.exists) return null;
  const data = snapshot.data() ?? {};
  const fallback = defaultInvoicingSettings;
  return {
    legalName: text(data.legalName, fallback.legalName),
    addressLines: Array.isArray(data.addressLines) ? data.addressLines.map(String) : [],
    city: text(data.city, fallback.city),
    postalCode: text(data.postalCode, fallback.postalCode),
    country: text(data.country, fallback.country),
    taxId: text(data.taxId, fallback.taxId),
    invoicePrefix: text(data.invoicePrefix, fallback.invoicePrefix),
    creditNotePrefix: text(data.creditNotePrefix, fallback.creditNotePrefix),
    footer: text(data.footer, fallback.footer),
  };
}

export async function writeInvoicingSettings(settings: InvoicingSettings, tx?: Transaction): Promise<void> {
  await replace(await settingsRef(), { ...settings, updatedAt: new Date() }, tx);
}
