import type { InvoiceListRow, InvoicingSettings } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";
import { downloadFile } from "../../../../lib/api/download-file";
import { useApiQuery } from "../../../../lib/api/use-api-query";

/** GET /settings/invoicing (owner): the seller the next invoices and credit notes print. */
export const useInvoicingSettings = () => useApiQuery<InvoicingSettings>("/settings/invoicing");

/** PUT /settings/invoicing (owner): the whole settings; documents issued before keep theirs. */
export const saveInvoicingSettings = (settings: InvoicingSettings) =>
  api.put<InvoicingSettings>("/settings/invoicing", settings);

/** GET /invoices?from=&to= (owner): the invoices and credit notes issued on those UTC days, both included. */
export const useInvoiceList = (from: string, to: string) =>
  useApiQuery<InvoiceListRow[]>(`/invoices?${new URLSearchParams({ from, to })}`);

/** The same days as a CSV file for the accountant (`format=csv`), saved under the server's name. */
export const downloadInvoicesCsv = (from: string, to: string) =>
  downloadFile(
    `/invoices?${new URLSearchParams({ from, to, format: "csv" })}`,
    "text/csv",
    `invoices-${from}-to-${to}.csv`,
  );
