import type { Request } from "express";
import { isEmulator } from "../config";

/**
 * The client's address as the platform saw it (docs/decisions/031). In production the last hop of
 * X-Forwarded-For: the one Firebase Hosting's front end appended; earlier hops are whatever the
 * client sent and are never trusted. The local emulators append nothing (a client's own header would
 * arrive as it was sent), so there the socket's peer is the address, as the platform's would be.
 */
export function clientAddress(req: Request): string {
  const peer = req.socket.remoteAddress ?? "unknown";
  if (isEmulator) return peer;
  const hops = (req.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? peer;
}
