import type { Profile } from "@hometools/contract";
import { api } from "../../../lib/api-client";
import { useApiQuery } from "../../../lib/use-api-query";

/** GET /profile/{email}: the saved phone, github and facebook. */
export function useProfile(email: string) {
  return useApiQuery((signal) => api.get<Profile>(`/profile/${encodeURIComponent(email)}`, { signal }), [email]);
}
