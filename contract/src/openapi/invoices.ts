import { z } from "../zod";
import type { ApiRoute } from "./route";
import { pathId } from "./route";
import {
  invoice,
  invoiceListQuery,
  invoiceListRow,
  invoicingSettings,
  invoicingSettingsInput,
} from "../invoices/invoices";

/**
 * Invoices and credit notes (docs/api.md, "Invoices") for the API's table in document.ts: the
 * owner's settings and list; an order's documents for its owner (a guest's key too) and admins.
 */
export const invoiceRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/settings/invoicing",
    operationId: "getInvoicingSettings",
    access: "owner",
    summary: "The seller's details and the numbers' prefixes the next invoices and credit notes print",
    success: { status: 200, schema: invoicingSettings },
    errors: [],
  },
  {
    method: "put",
    path: "/settings/invoicing",
    operationId: "putInvoicingSettings",
    access: "owner",
    summary: "Set the seller's details and prefixes (documents issued before keep theirs)",
    body: invoicingSettingsInput,
    success: { status: 200, schema: invoicingSettings },
    errors: [],
  },
  {
    method: "get",
    path: "/invoices",
    operationId: "listInvoices",
    access: "owner",
    summary: "Invoices and credit notes issued on UTC days from-to, by number per prefix; format=csv for CSV",
    query: invoiceListQuery,
    success: { status: 200, schema: z.array(invoiceListRow) },
    csvToo: true,
    errors: [],
  },
  {
    method: "get",
    path: "/orders/{id}/invoice",
    operationId: "getInvoice",
    orderKey: true,
    access: "signed-in",
    summary: "The order's invoice as issued, with its credit notes (owner, guest key or admin)",
    success: { status: 200, schema: invoice },
    errors: [{ status: 404, codes: ["not-found", "no-invoice"] }],
  },
  {
    method: "get",
    path: "/orders/{id}/invoice.pdf",
    operationId: "getInvoicePdf",
    orderKey: true,
    access: "signed-in",
    summary: "The order's invoice as a PDF (an attachment named <number>.pdf)",
    success: { status: 200, schema: z.string() },
    mediaType: "application/pdf",
    errors: [{ status: 404, codes: ["not-found", "no-invoice"] }],
  },
  {
    method: "get",
    path: "/orders/{id}/credit-notes/{number}.pdf",
    operationId: "getCreditNotePdf",
    orderKey: true,
    access: "signed-in",
    summary: "One of the order's credit notes as a PDF (an attachment named <number>.pdf)",
    success: { status: 200, schema: z.string() },
    mediaType: "application/pdf",
    errors: [...pathId, { status: 404, codes: ["no-invoice"] }],
  },
];
