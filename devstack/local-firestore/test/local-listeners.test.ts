import { connect, createServer, type AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startScript } from "../../../devstack/child";

/**
 * Every service of the local stack listens on 127.0.0.1 only (the README's table of services): on a
 * shared network a developer's stack exposes nothing. The embedded Firestore emulator's backend is
 * the one listener a library opens for us, so it is checked here, on ports of its own (not the
 * stack's), from this machine's own non-loopback address.
 */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === "IPv4" && !address.internal)?.address;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function reaches(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(2000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

describe.skipIf(!outside)("the embedded Firestore emulator's listeners", () => {
  let ports: { layer: number; backend: number };
  let emulator: { stop: () => Promise<void> };

  beforeAll(async () => {
    ports = { layer: await freePort(), backend: await freePort() };
    const args = [String(ports.layer), String(ports.backend)];
    emulator = await startScript(
      new URL("../embedded-firestore.ts", import.meta.url),
      args,
      process.env,
      "the embedded Firestore emulator",
    );
  }, 60_000);
  afterAll(() => emulator?.stop());

  test(`when it runs, then its backend and the transaction layer answer on 127.0.0.1 and not on ${outside}`, async () => {
    expect(await reaches("127.0.0.1", ports.backend)).toBe(true);
    expect(await reaches("127.0.0.1", ports.layer)).toBe(true);
    expect(await reaches(outside!, ports.backend)).toBe(false);
    expect(await reaches(outside!, ports.layer)).toBe(false);
  });
});
