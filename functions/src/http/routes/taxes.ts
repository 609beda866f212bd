import { exportQuery, taxRateInput, taxRatePatch, taxSettingsInput } from "@hometools/contract";
import { Router } from "express";
import { addTaxRate, editTaxRate, listAllTaxRates } from "../../services/taxes/tax-rates";
import { taxReport, taxReportCsv } from "../../services/taxes/tax-report";
import { getTaxSettings, putTaxSettings } from "../../services/taxes/tax-settings";
import { callerOf, requireAdmin, requireAuth, requireOwner } from "../middleware/require-auth";
import { docId, parse } from "../validate";

/** Taxes (docs/api.md, "Taxes"): the shop's settings and its rates. Admins read; the owner changes. */
export const taxesRouter = Router();

taxesRouter.get("/tax-settings", requireAuth, requireAdmin, async (_req, res) => {
  res.json(await getTaxSettings());
});

taxesRouter.put("/tax-settings", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.json(await putTaxSettings(callerOf(req), parse(taxSettingsInput, req.body)));
});

taxesRouter.get("/tax-rates", requireAuth, requireAdmin, async (_req, res) => {
  res.json(await listAllTaxRates());
});

taxesRouter.post("/tax-rates", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.status(201).json(await addTaxRate(callerOf(req), parse(taxRateInput, req.body)));
});

// No DELETE: `active: false` retires a rate.
taxesRouter.patch("/tax-rates/:id", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.json(await editTaxRate(callerOf(req), docId(req.params.id, "Tax rate"), parse(taxRatePatch, req.body)));
});

taxesRouter.get("/tax-report", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.json(await taxReport(callerOf(req), parse(exportQuery, req.query)));
});

taxesRouter.get("/tax-report.csv", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  const { csv, filename } = await taxReportCsv(callerOf(req), parse(exportQuery, req.query));
  res.set("Cache-Control", "private, no-store").attachment(filename).type("text/csv; charset=utf-8").send(csv);
});
