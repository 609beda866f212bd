import type { LoginRecord } from "@hometools/contract";
import { saveAccessToken } from "../../../lib/session/access-token";
import { api } from "../../../lib/api/api-client";

/** PUT /user/{email} after every login: upserts the user record; its token is kept as accessToken. */
export async function recordLogin(email: string): Promise<LoginRecord> {
  const record = await api.put<LoginRecord>(`/user/${encodeURIComponent(email)}`, { email });
  saveAccessToken(record.token);
  return record;
}
