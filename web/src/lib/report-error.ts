import { ApiError } from "./api-client";

/**
 * The console line a developer (or a shopper's bug report) needs: what failed, where, and the
 * server's request id when the error came from the API, which finds the request in the logs.
 */
export function reportError(error: unknown, where: string): void {
  const requestId = error instanceof ApiError ? error.requestId : undefined;
  console.error(`[hometools] ${where}${requestId ? ` (request id ${requestId})` : ""}`, error);
}
