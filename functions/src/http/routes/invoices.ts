import { invoiceListQuery, invoicingSettingsInput } from "@hometools/contract";
import { Router, type Response } from "express";
import { getCreditNotePdf, getInvoice, getInvoicePdf } from "../../services/invoices/get-invoice";
import { getInvoicingSettings, putInvoicingSettings } from "../../services/invoices/invoicing-settings";
import { listInvoices, listInvoicesCsv } from "../../services/invoices/list-invoices";
import { orderInPath, requireAuthOrOrderKey } from "../middleware/order-key";
import { callerOf, requireAdmin, requireAuth, requireOwner } from "../middleware/require-auth";
import { docId, param, parse } from "../validate";

/**
 * Invoices and credit notes (docs/api.md, "Invoices"): the owner's settings and list; an order's
 * invoice and credit notes for its owner (a guest's X-Order-Key too) and the admins.
 */
export const invoicesRouter = Router();

// The name quoted as the contract writes it (express's attachment() quotes only when it must); a
// document's number is A-Z, 0-9 and hyphens, so it needs no escaping.
const attachment = (filename: string) => `attachment; filename="${filename}"`;

invoicesRouter.get("/settings/invoicing", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.json(await getInvoicingSettings(callerOf(req)));
});

invoicesRouter.put("/settings/invoicing", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.json(await putInvoicingSettings(callerOf(req), parse(invoicingSettingsInput, req.body)));
});

invoicesRouter.get("/invoices", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  const { format, ...range } = parse(invoiceListQuery, req.query);
  if (format === "json") {
    res.set("Cache-Control", "private, no-store").json(await listInvoices(callerOf(req), range));
    return;
  }
  const { csv, filename } = await listInvoicesCsv(callerOf(req), range);
  res.set({ "Cache-Control": "private, no-store", "Content-Disposition": attachment(filename) });
  res.type("text/csv; charset=utf-8").send(csv);
});

const ownerOrKey = requireAuthOrOrderKey(orderInPath("id"));

invoicesRouter.get("/orders/:id/invoice", ownerOrKey, async (req, res) => {
  res.set("Cache-Control", "private, no-store").json(await getInvoice(callerOf(req), docId(req.params.id, "Order")));
});

const sendPdf = (res: Response, { filename, pdf }: { filename: string; pdf: Buffer }) => {
  res.set({ "Cache-Control": "private, no-store", "Content-Disposition": attachment(filename) });
  res.type("application/pdf").send(pdf);
};

invoicesRouter.get("/orders/:id/invoice.pdf", ownerOrKey, async (req, res) => {
  sendPdf(res, await getInvoicePdf(callerOf(req), docId(req.params.id, "Order")));
});

invoicesRouter.get("/orders/:id/credit-notes/:number.pdf", ownerOrKey, async (req, res) => {
  sendPdf(res, await getCreditNotePdf(callerOf(req), docId(req.params.id, "Order"), param(req.params.number)));
});
