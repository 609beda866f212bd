import type { Profile } from "@hometools/contract";
import { useApiQuery } from "../../../lib/api/use-api-query";

/** GET /profile/{email}: the saved phone, github and facebook. */
export function useProfile(email: string) {
  return useApiQuery<Profile>(`/profile/${encodeURIComponent(email)}`);
}
