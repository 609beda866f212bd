import type { Stats } from "@hometools/contract";
import { api } from "../../../lib/api-client";
import { useApiQuery } from "../../../lib/use-api-query";

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
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: filename ?? "orders.csv" });
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
