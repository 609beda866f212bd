import type { ProfileInput, ProfileUpdateResult } from "@hometools/contract";
import { api } from "../../../lib/api/api-client";

/** PUT /{email} with {name, email, phone, github, facebook} (spec section 7). */
export function updateProfile(input: ProfileInput): Promise<ProfileUpdateResult> {
  return api.put<ProfileUpdateResult>(`/${encodeURIComponent(input.email)}`, input);
}
