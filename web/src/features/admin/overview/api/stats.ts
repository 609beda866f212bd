import type { Stats } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";
import { saveDownload } from "../../../../lib/save-download";
import { useApiQuery } from "../../../../lib/api/use-api-query";

/** GET /stats?days=N (admin): the overview's figures for the last N UTC days. */
export function useStats(days: number) {
  return useApiQuery<Stats>(`/stats?days=${days}`);
}

/**
 * GET /orders/export.csv (admin) for the UTC days `from` to `to`, handed to the browser as a
 * download (the call needs the ID token, so a plain link cannot fetch it).
 */
export async function downloadOrdersCsv(from: string, to: string): Promise<void> {
  const query = new URLSearchParams({ from, to });
  const { text, filename } = await api.getFile(`/orders/export.csv?${query}`, "text/csv");
  saveDownload(text, filename ?? "orders.csv", "text/csv;charset=utf-8");
}
