import type { StockAlert, UnsubscribeResult } from "@hometools/contract";
import { api } from "../../../lib/api/api-client";

/** POST /alerts/confirm {token}: the confirm mail's alert becomes active (no sign-in). */
export const confirmAlert = (token: string) => api.post<StockAlert>("/alerts/confirm", { token }, { auth: false });

/** POST /unsubscribe?token=: the mail's address gets no more marketing mail, its alerts end (no sign-in). */
export const unsubscribe = (token: string) =>
  api.post<UnsubscribeResult>(`/unsubscribe?${new URLSearchParams({ token })}`, undefined, { auth: false });
