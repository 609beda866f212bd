import { exportQuery, taxRateInput, taxRatePatch, taxSettingsInput } from "@hometools/contract";
import { Router } from "express";
import { addTaxRate, editTaxRate, listAllTaxRates } from "../../services/tax-rates";
import { taxReport, taxReportCsv } from "../../services/tax-report";
import { getTaxSettings, putTaxSettings } from "../../services/tax-settings";
import { requireAdmin, requireAuth } from "../middleware/require-auth";
import { docId, parse } from "../validate";

/** Taxes (docs/api.md, "Taxes"): the shop's settings and its rates. Admins read; the owner changes. */
export const taxesRouter = Router();

taxesRouter.get("/tax-settings", requireAuth, requireAdmin, async (_req, res) => {
  res.json(await getTaxSettings());
});

// owner-only: requireAdmin until the owner's role is there.
taxesRouter.put("/tax-settings", requireAuth, requireAdmin, async (req, res) => {
  res.json(await putTaxSettings(parse(taxSettingsInput, req.body)));
});

taxesRouter.get("/tax-rates", requireAuth, requireAdmin, async (_req, res) => {
  res.json(await listAllTaxRates());
});

// owner-only: requireAdmin until the owner's role is there.
taxesRouter.post("/tax-rates", requireAuth, requireAdmin, async (req, res) => {
  res.status(201).json(await addTaxRate(parse(taxRateInput, req.body)));
});

// owner-only: requireAdmin until the owner's role is there. No DELETE: `active: false` retires a rate.
taxesRouter.patch("/tax-rates/:id", requireAuth, requireAdmin, async (req, res) => {
  res.json(await editTaxRate(docId(req.params.id, "Tax rate"), parse(taxRatePatch, req.body)));
});

// owner-only: requireAdmin until the owner's role is there.
taxesRouter.get("/tax-report", requireAuth, requireAdmin, async (req, res) => {
  res.json(await taxReport(parse(exportQuery, req.query)));
});

// owner-only: requireAdmin until the owner's role is there.
taxesRouter.get("/tax-report.csv", requireAuth, requireAdmin, async (req, res) => {
  const { csv, filename } = await taxReportCsv(parse(exportQuery, req.query));
  res.set("Cache-Control", "private, no-store").attachment(filename).type("text/csv; charset=utf-8").send(csv);
});
