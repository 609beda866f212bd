import type { Me } from "@hometools/contract";
import { api } from "./api/api-client";

/**
 * The words of every consent control (sign-up, checkout, the profile's switch): what the shopper
 * agrees to, and that it is theirs to undo. Off until they tick or turn it on.
 */
export const consentLabel = "Email me when a tool I want is back in stock, and if I leave tools in my cart";
export const consentHint = "Optional, off unless you tick it. Every such mail has a one-click unsubscribe link.";

/** PUT /me/marketing: the account gives or withdraws consent to marketing mail, where it did (sign-up or profile). */
export function setMarketingConsent(consent: boolean, source: "signup" | "profile"): Promise<Me> {
  return api.put<Me>("/me/marketing", { consent, source });
}
