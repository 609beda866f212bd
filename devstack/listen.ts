import type { AddressInfo, Server } from "node:net";
import { HOST } from "../ports/ports";

/**
 * Listens on the loopback address at `port` (0: any free one) and answers the port it got; rejects
 * when the port is taken. Every local stand-in listens through it (an HTTP, HTTP/2 or SMTP server's
 * `net.Server`).
 */
export function listenOnLoopback(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => resolve((server.address() as AddressInfo).port));
  });
}
