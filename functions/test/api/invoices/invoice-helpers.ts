import type { Invoice, InvoicingSettings } from "@hometools/contract";
import { seedInvoicingSettings } from "../../../../stack/seed-data";
import { admin, call, urls } from "../helpers";

export { seedInvoicingSettings };

/** GET /orders/{id}/invoice as `who` (a token, or a guest's key). */
export function invoiceOf(orderId: string, who: { token?: string; key?: string }) {
  return call<Invoice>("GET", `/orders/${orderId}/invoice`, {
    token: who.token,
    headers: who.key ? { "x-order-key": who.key } : {},
  });
}

/** A PDF of the API, as bytes (the JSON client reads answers as text): status, headers, body. */
export async function fetchPdf(path: string, who: { token?: string; key?: string }) {
  const headers: Record<string, string> = {};
  if (who.token) headers.authorization = `Bearer ${who.token}`;
  if (who.key) headers["x-order-key"] = who.key;
  const response = await fetch(`${urls.api}${path}`, { headers });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The PDF's text as a PDF reader extracts it (unpdf: PDF.js), pages joined, runs of spaces as one. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/[ \t]+/g, " ");
}

/** Whether the PDF embeds a TrueType font program (its text is real text in an embedded font). */
export const embedsTrueType = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1").includes("/FontFile2");

export async function putInvoicingSettings(body: Partial<InvoicingSettings> | Record<string, unknown>) {
  return call<InvoicingSettings>("PUT", "/settings/invoicing", { token: (await admin()).idToken, body });
}

/** The number's place in its sequence: INV-2026-000042 -> 42. */
export const placeOf = (number: string) => Number(number.split("-").at(-1));
