import type { DeleteMeResult } from "@hometools/contract";
import { api } from "../../../lib/api/api-client";
import { saveDownload } from "../../../lib/save-download";

/**
 * GET /me/export, handed to the browser as a download; the server names the file
 * hometools-data-YYYY-MM-DD.json.
 */
export async function downloadMyData(): Promise<void> {
  const { text, filename } = await api.getFile("/me/export", "application/json");
  saveDownload(text, filename ?? "hometools-data.json", "application/json;charset=utf-8");
}

/** DELETE /me {confirm}: the account and its personal data go (docs/privacy.md). */
export function deleteMyAccount(confirm: string): Promise<DeleteMeResult> {
  return api.delete<DeleteMeResult>("/me", { confirm });
}
