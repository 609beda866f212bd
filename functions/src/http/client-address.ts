import type { Request } from "express";
import { isEmulator } from "../config";

/**
 * The client's address as the platform saw it, never one the client wrote itself
 * (docs/decisions/030-rate-limits.md). A client may send any X-Forwarded-For; each proxy appends
 * the address it was called from. In production Firebase Hosting appends the client's address and
 * Cloud Run then appends Hosting's, so the client is the second hop from the end. The Hosting
 * emulator appends nothing: locally every call comes from the socket's own address (127.0.0.1),
 * and any X-Forwarded-For was written by the client.
 */
export function clientAddress(req: Request): string {
  const socket = req.socket.remoteAddress ?? "unknown";
  if (isEmulator) return socket;
  const hops = (req.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-2) ?? hops.at(-1) ?? socket;
}
