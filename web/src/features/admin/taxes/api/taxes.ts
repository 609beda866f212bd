import type {
  TaxRate,
  TaxRateInput,
  TaxRatePatch,
  TaxReport,
  TaxSettings,
  TaxSettingsInput,
} from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";
import { saveDownload } from "../../../../lib/save-download";
import { useApiQuery } from "../../../../lib/api/use-api-query";

/** GET /tax-settings (admin): whether prices include tax, and the shop's address. */
export const useTaxSettings = () => useApiQuery<TaxSettings>("/tax-settings");

/** PUT /tax-settings (owner): either field; the other stays. */
export const saveTaxSettings = (input: TaxSettingsInput) => api.put<TaxSettings>("/tax-settings", input);

/** GET /tax-rates (admin): every rate, retired ones too. */
export const useTaxRates = () => useApiQuery<TaxRate[]>("/tax-rates");

/** POST /tax-rates (owner): 409 rate-exists when an active rate serves that place already. */
export const addTaxRate = (input: TaxRateInput) => api.post<TaxRate>("/tax-rates", input);

/** PATCH /tax-rates/{id} (owner): `active: false` retires a rate (there is no DELETE). */
export const editTaxRate = (id: string, patch: Partial<TaxRatePatch>) =>
  api.patch<TaxRate>(`/tax-rates/${encodeURIComponent(id)}`, patch);

/** GET /tax-report?from=&to= (owner): per jurisdiction over UTC days, both included. */
export const useTaxReport = (from: string, to: string) =>
  useApiQuery<TaxReport>(`/tax-report?${new URLSearchParams({ from, to })}`);

/** GET /tax-report.csv for the same days, handed to the browser as a download. */
export async function downloadTaxReportCsv(from: string, to: string): Promise<void> {
  const { text, filename } = await api.getFile(`/tax-report.csv?${new URLSearchParams({ from, to })}`, "text/csv");
  saveDownload(text, filename ?? `tax-report-${from}-${to}.csv`, "text/csv;charset=utf-8");
}
