import express from "express";
import { Firestore } from "firebase-admin/firestore";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorHandler } from "../../../src/http/middleware/error-handler";
import { runningFirestore } from "../../../../stack/firestore";
import { startTransactionLayer } from "../../../../devstack/local-firestore/transaction-layer";
import { HOST, PROJECT_ID, services } from "../../../../ports/ports";

const LAYER_PORT = 8090;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A second transaction layer with a short timeout, in front of the same embedded emulator the
 * stack runs, so a stuck transaction takes milliseconds to show rather than the stack's 10 s.
 */
describe.skipIf((await runningFirestore()) !== "embedded")("the local transaction layer", () => {
  let layer: Awaited<ReturnType<typeof startTransactionLayer>>;
  let db: Firestore;

  beforeAll(async () => {
    layer = await startTransactionLayer({
      port: LAYER_PORT,
      backend: `${HOST}:${services.firestoreBackend.port}`,
      timeoutMs: 150,
    });
    // firebase-admin prefers FIRESTORE_EMULATOR_HOST over `host`; this client must reach our layer.
    const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
    delete process.env.FIRESTORE_EMULATOR_HOST;
    db = new Firestore({ projectId: PROJECT_ID, host: `${HOST}:${LAYER_PORT}`, ssl: false });
    if (emulatorHost) process.env.FIRESTORE_EMULATOR_HOST = emulatorHost;
  });
  afterAll(async () => {
    await db?.terminate();
    layer?.stop();
  });

  test("when a transaction holds the lock past the timeout, then it is aborted and firebase-admin's retry commits once", async () => {
    const ref = db.collection("isolationTest").doc();
    await ref.set({ count: 0 });
    let attempts = 0;
    await db.runTransaction(async (tx) => {
      attempts += 1;
      const count = (await tx.get(ref)).get("count") as number;
      if (attempts === 1) await sleep(400);
      tx.update(ref, { count: count + 1 });
    });
    expect(attempts).toBe(2);
    expect((await ref.get()).get("count")).toBe(1);
  });

  test("when a transaction keeps being aborted, then the API answers 503 contention with Retry-After, not 500", async () => {
    const ref = db.collection("isolationTest").doc();
    await ref.set({ count: 0 });
    // A real firebase-admin error after its retries ran out (gRPC ABORTED, code 10).
    const error = await db
      .runTransaction(
        async (tx) => {
          await tx.get(ref);
          await sleep(300);
          tx.update(ref, { count: 1 });
        },
        { maxAttempts: 2 },
      )
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(error).toMatchObject({ code: 10 });

    const app = express();
    app.get("/", (_req, _res, next) => next(error));
    app.use(errorHandler);
    const server = app.listen(0, HOST);
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://${HOST}:${port}/`);
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("contention");
      expect(body.error.message).toMatch(/try again/i);
    } finally {
      server.close();
    }
  });
});
