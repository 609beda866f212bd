/**
 * The console line a developer (or a shopper's bug report) needs: what failed, where, and the
 * server's request id when the error came from the API, which finds the request in the logs.
 */
export function reportError(error: unknown, where: string): void {
  // Read by shape, not `instanceof ApiError`: the error boundaries use this before the API client loads.
  const requestId = (error as { requestId?: unknown } | null)?.requestId;
  console.error(`[hometools] ${where}${typeof requestId === "string" ? ` (request id ${requestId})` : ""}`, error);
}
