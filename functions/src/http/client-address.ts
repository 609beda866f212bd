import type { Request } from "express";

/**
 * The client's address as the platform saw it: the last hop of X-Forwarded-For, the one Firebase
 * Hosting (or the Functions front end) appended; earlier hops are whatever the client sent and are
 * never trusted. Without the header (the Functions emulator called directly), the socket's peer.
 */
export function clientAddress(req: Request): string {
  const hops = (req.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? req.socket.remoteAddress ?? "unknown";
}
