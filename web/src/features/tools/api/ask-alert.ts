import { api } from "../../../lib/api/api-client";

/**
 * POST /products/{id}/alerts: tell this shopper when the variant is back in stock. Signed in, the
 * account's email is used and the alert is active at once; a visitor gives `email` and the shop sends
 * a mail whose link confirms it first (double opt-in). Asking again changes nothing.
 */
export function askAlert(productId: string, variantId: string | undefined, email: string | null): Promise<unknown> {
  const body = { ...(variantId && { variantId }), ...(email !== null && { email }) };
  return api.post<unknown>(`/products/${encodeURIComponent(productId)}/alerts`, body, { auth: email === null });
}
