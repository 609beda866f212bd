import { z } from "../zod";
import type { ApiRoute } from "./route";
import { exportQuery } from "../overview/stats";
import { taxRate, taxRateInput, taxRatePatch, taxReport, taxSettings, taxSettingsInput } from "../taxes/taxes";

/**
 * The taxes' routes (docs/api.md, "Taxes") for the API's table in document.ts. Writes are the
 * owner's (owner-only: "admin" until roles come).
 */
export const taxRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/tax-settings",
    operationId: "getTaxSettings",
    access: "admin",
    summary: "Whether prices include tax, and the shop's address",
    success: { status: 200, schema: taxSettings },
    errors: [],
  },
  {
    method: "put",
    path: "/tax-settings",
    operationId: "putTaxSettings",
    access: "admin",
    summary: "Change whether prices include tax, or the shop's address (the field left out stays)",
    body: taxSettingsInput,
    success: { status: 200, schema: taxSettings },
    errors: [],
  },
  {
    method: "get",
    path: "/tax-rates",
    operationId: "listTaxRates",
    access: "admin",
    summary: "Every tax rate, retired ones too",
    success: { status: 200, schema: z.array(taxRate) },
    errors: [],
  },
  {
    method: "post",
    path: "/tax-rates",
    operationId: "addTaxRate",
    access: "admin",
    summary: "Add a tax rate (one active rate per country and region)",
    body: taxRateInput,
    success: { status: 201, schema: taxRate },
    errors: [{ status: 409, codes: ["rate-exists"] }],
  },
  {
    method: "patch",
    path: "/tax-rates/{id}",
    operationId: "editTaxRate",
    access: "admin",
    summary: "Change a tax rate (active: false retires it; there is no DELETE)",
    body: taxRatePatch,
    success: { status: 200, schema: taxRate },
    errors: [
      { status: 404, codes: ["not-found"] },
      { status: 409, codes: ["rate-exists"] },
    ],
  },
  {
    method: "get",
    path: "/tax-report",
    operationId: "getTaxReport",
    access: "admin",
    summary: "Per jurisdiction: tax collected on the orders paid and refunded in the period, UTC days",
    query: exportQuery,
    success: { status: 200, schema: taxReport },
    errors: [],
  },
  {
    method: "get",
    path: "/tax-report.csv",
    operationId: "getTaxReportCsv",
    access: "admin",
    summary: "The tax report as CSV",
    query: exportQuery,
    success: { status: 200, schema: z.string() },
    mediaType: "text/csv",
    errors: [],
  },
];
