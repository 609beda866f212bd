import type { OrderReturn, ReturnStatus } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";
import { useApiPages } from "../../../../lib/api/use-api-pages";

/** GET /returns (admin): returns newest first, of one status or all. */
export function useReturns(status: ReturnStatus | "") {
  return useApiPages<OrderReturn>(status ? `/returns?status=${status}` : "/returns");
}

export type ReturnAction = "approve" | "reject" | "receive" | "refund";

/** POST /returns/{id}/{action} (admin): one move of a return. */
export function moveReturn(id: string, action: ReturnAction, body?: object): Promise<OrderReturn> {
  return api.post<OrderReturn>(`/returns/${encodeURIComponent(id)}/${action}`, body);
}
