import { connect, createServer, type Http2Server } from "node:http2";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createRequire } from "node:module";
import type * as V1 from "@firestore-emulator/proto/dist/google/firestore/v1/firestore";
import type * as Write from "@firestore-emulator/proto/dist/google/firestore/v1/write";
import type * as Document from "@firestore-emulator/proto/dist/google/firestore/v1/document";
import { mostInWindow } from "../document-writes";
import { startRequestCounter, type DocumentWrites, type RequestCounter } from "../index";

/**
 * The counter between a gRPC client and a gRPC server, here a small HTTP/2 server that answers as
 * Firestore's does: a body and the status in trailers, or (a call that fails at once) the status in
 * the headers alone. The counter must pass every part on unchanged and count each call once.
 */
let upstream: Http2Server;
let counter: RequestCounter;

beforeAll(async () => {
  upstream = createServer();
  upstream.on("stream", (stream, headers) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      // A call whose body names "refused" fails as a commit whose precondition broke does.
      if (headers[":path"]?.endsWith("/Fail") || Buffer.concat(chunks).includes("refused")) {
        stream.respond({ ":status": 200, "content-type": "application/grpc", "grpc-status": "5" }, { endStream: true });
        return;
      }
      stream.respond({ ":status": 200, "content-type": "application/grpc" }, { waitForTrailers: true });
      stream.on("wantTrailers", () => stream.sendTrailers({ "grpc-status": "0", "grpc-message": "fine" }));
      stream.end(Buffer.concat([Buffer.from("echo:"), ...chunks]));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const port = (upstream.address() as AddressInfo).port;
  counter = await startRequestCounter({ port: 0, statusPort: 0, upstream: `127.0.0.1:${port}` });
});

afterAll(async () => {
  await counter?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

function callThrough(method: string, body: string | Buffer) {
  const session = connect(`http://127.0.0.1:${counter.port}`);
  return new Promise<{ headers: Record<string, unknown>; body: string; trailers: Record<string, unknown> }>(
    (resolve, reject) => {
      const call = session.request({ ":method": "POST", ":path": `/google.firestore.v1.Firestore/${method}` });
      let headers: Record<string, unknown> = {};
      let trailers: Record<string, unknown> = {};
      const chunks: Buffer[] = [];
      call.on("response", (received) => (headers = received));
      call.on("trailers", (received) => (trailers = received));
      call.on("data", (chunk: Buffer) => chunks.push(chunk));
      call.on("end", () => {
        session.close();
        resolve({ headers, body: Buffer.concat(chunks).toString(), trailers });
      });
      call.on("error", reject);
      call.end(body);
    },
  );
}

describe("the request counter", () => {
  test("when a client makes calls through it, then each answer arrives whole and each call is counted by its method", async () => {
    counter.reset();
    const answer = await callThrough("Commit", "a write");
    expect(answer.body).toBe("echo:a write");
    expect(answer.trailers).toMatchObject({ "grpc-status": "0", "grpc-message": "fine" });
    await callThrough("BatchGetDocuments", "two reads");
    await callThrough("Commit", "another write");
    expect(counter.counts()).toEqual({ total: 3, byMethod: { Commit: 2, BatchGetDocuments: 1 } });
  });

  test("when a client makes calls one after another on one connection, then none waits for a delayed ACK", async () => {
    const session = connect(`http://127.0.0.1:${counter.port}`);
    const call = () =>
      new Promise<void>((resolve, reject) => {
        const stream = session.request({ ":method": "POST", ":path": "/google.firestore.v1.Firestore/Commit" });
        stream.on("data", () => {});
        stream.on("end", resolve);
        stream.on("error", reject);
        stream.end("a write");
      });
    await call(); // opens the connection and the one upstream
    const started = performance.now();
    for (let i = 0; i < 20; i++) await call();
    session.close();
    // With Nagle's algorithm on either leg a call waited for the peer's delayed ACK, some 40 ms each;
    // through a loopback proxy a call takes a millisecond or two.
    expect((performance.now() - started) / 20).toBeLessThan(20);
  });

  test("when the server answers a call with its status in the headers alone, then the client gets that status", async () => {
    const answer = await callThrough("Fail", "");
    expect(answer.headers["grpc-status"]).toBe("5");
    expect(answer.body).toBe("");
  });

  test("when GET /counts and DELETE /counts are asked over HTTP/1.1 on the status port, then they answer and reset the counts", async () => {
    await callThrough("RunQuery", "a query");
    const counts = (await (await fetch(`http://127.0.0.1:${counter.statusPort}/counts`)).json()) as { total: number };
    expect(counts.total).toBeGreaterThan(0);
    const reset = await fetch(`http://127.0.0.1:${counter.statusPort}/counts`, { method: "DELETE" });
    expect(await reset.json()).toEqual({ total: 0, byMethod: {} });
    expect((await fetch(`http://127.0.0.1:${counter.statusPort}/nothing`)).status).toBe(404);
  });
});

// The generated google.firestore.v1 messages the emulator package ships (CommonJS).
const require = createRequire(import.meta.url);
const v1 = require("@firestore-emulator/proto/dist/google/firestore/v1/firestore") as typeof V1;
const writeProto = require("@firestore-emulator/proto/dist/google/firestore/v1/write") as typeof Write;
const documentProto = require("@firestore-emulator/proto/dist/google/firestore/v1/document") as typeof Document;

const documentName = (path: string) => `projects/demo/databases/(default)/documents/${path}`;

/** One gRPC message: a flag byte (not compressed), its length, then the message. */
function grpcBody(message: { serializeBinary(): Uint8Array }): Buffer {
  const bytes = Buffer.from(message.serializeBinary());
  const prefix = Buffer.alloc(5);
  prefix.writeUInt32BE(bytes.length, 1);
  return Buffer.concat([prefix, bytes]);
}

const updateOf = (path: string) =>
  new writeProto.Write({ update: new documentProto.Document({ name: documentName(path) }) });

describe("the request counter's writes per document", () => {
  test("when commits and batch writes pass through it, then each document a successful one names counts once a call, and a refused commit counts none", async () => {
    await fetch(`http://127.0.0.1:${counter.statusPort}/writes`, { method: "DELETE" });
    const transform = new writeProto.Write({
      transform: new writeProto.DocumentTransform({ document: documentName("stats/2026-11-29") }),
    });
    // A document named twice in one call (an update and its transform) is one write of it.
    await callThrough(
      "Commit",
      grpcBody(new v1.CommitRequest({ writes: [updateOf("products/a"), updateOf("stats/2026-11-29"), transform] })),
    );
    await callThrough("Commit", grpcBody(new v1.CommitRequest({ writes: [updateOf("products/a")] })));
    await callThrough(
      "BatchWrite",
      grpcBody(new v1.BatchWriteRequest({ writes: [new writeProto.Write({ delete: documentName("carts/b") })] })),
    );
    const refused = await callThrough("Commit", grpcBody(new v1.CommitRequest({ writes: [updateOf("refused/c")] })));
    expect(refused.headers["grpc-status"]).toBe("5");

    const writes = (await (await fetch(`http://127.0.0.1:${counter.statusPort}/writes`)).json()) as DocumentWrites;
    expect(writes).toEqual({
      writes: 4,
      documents: 3,
      windowSeconds: 10,
      hottest: [
        { document: "products/a", most: 2 },
        { document: "carts/b", most: 1 },
        { document: "stats/2026-11-29", most: 1 },
      ],
    });
    const reset = await fetch(`http://127.0.0.1:${counter.statusPort}/writes`, { method: "DELETE" });
    expect(((await reset.json()) as DocumentWrites).writes).toBe(0);
  });

  test("when a document's writes are spread over time, then the most in any 10 s window counts those less than 10 s apart", () => {
    expect(mostInWindow([0, 1, 9_999], 10_000)).toBe(3);
    expect(mostInWindow([0, 10_000, 20_000], 10_000)).toBe(1);
    expect(mostInWindow([0, 1, 9_999, 10_000, 10_001, 10_002], 10_000)).toBe(4);
    expect(mostInWindow([], 10_000)).toBe(0);
  });
});
