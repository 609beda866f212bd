import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import {
  connect,
  constants,
  createServer as createHttp2Server,
  type ClientHttp2Session,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  type ServerHttp2Stream,
} from "node:http2";
import type { Socket } from "node:net";
import { listenOnLoopback } from "../listen";
import { WRITING_METHODS, WriteLog, documentsWritten, type DocumentWrites } from "./document-writes";

export type { DocumentWrites } from "./document-writes";

/**
 * A counting proxy in front of a Firestore emulator (README.md beside this file): every gRPC call
 * the Firestore client makes is one HTTP/2 stream, counted by its method
 * (`/google.firestore.v1.Firestore/Commit` reads as `Commit`) and passed on unchanged.
 * A second port answers HTTP/1.1 with the counts: `GET /counts` and `DELETE /counts`. The bodies of
 * Commit and BatchWrite calls are decoded too: each document a call that succeeds writes is one write
 * of that document at that moment, and `GET /writes` answers the most writes any one document took
 * in any 10 seconds (`DELETE /writes` starts over).
 */
export interface RequestCounts {
  /** Every call since the start (or the last reset). */
  total: number;
  /** The same, by the method's short name: BatchGetDocuments, RunQuery, Commit, BeginTransaction... */
  byMethod: Record<string, number>;
}

export interface RequestCounter {
  /** Where the gRPC calls go. */
  port: number;
  /** Where `/counts` and `/writes` answer. */
  statusPort: number;
  counts(): RequestCounts;
  reset(): void;
  /** The documents written since the start or the last resetWrites. */
  writes(): DocumentWrites;
  resetWrites(): void;
  close(): Promise<void>;
}

export interface RequestCounterOptions {
  /** The port of the gRPC calls (0: any free one), always on 127.0.0.1. */
  port: number;
  /** The port of `/counts` and `/writes` over HTTP/1.1 (0: any free one). */
  statusPort: number;
  /** The emulator's host:port, e.g. 127.0.0.1:8080. */
  upstream: string;
}

export async function startRequestCounter(options: RequestCounterOptions): Promise<RequestCounter> {
  let counts: RequestCounts = { total: 0, byMethod: {} };
  const writeLog = new WriteLog();
  const count = (path: string) => {
    const method = path.slice(path.lastIndexOf("/") + 1) || path;
    counts.total += 1;
    counts.byMethod[method] = (counts.byMethod[method] ?? 0) + 1;
    return method;
  };

  // One upstream session per client connection: the emulator sees as many connections as it would.
  const grpc = createHttp2Server();
  const upstreams = new WeakMap<object, ClientHttp2Session>();
  grpc.on("stream", (stream, headers) => {
    const session = stream.session!;
    let upstream = upstreams.get(session);
    if (!upstream || upstream.destroyed) {
      upstream = connect(`http://${options.upstream}`);
      upstream.on("error", () => session.destroy());
      session.once("close", () => upstream!.close());
      upstreams.set(session, upstream);
    }
    const method = count(String(headers[constants.HTTP2_HEADER_PATH] ?? ""));
    const landed = WRITING_METHODS.has(method) ? watchWrites(stream, method, writeLog) : undefined;
    forward(stream, headers, upstream, landed);
  });

  // The gRPC port hands its sockets straight to the HTTP/2 session (no JavaScript stream between):
  // an earlier counter told HTTP/2 from HTTP/1.1 on one port, and replaying the first bytes through a
  // JavaScript stream cost more CPU than the calls it counted. Nagle's algorithm off: small gRPC
  // frames must not wait for the client's delayed ACK (about 40 ms a call).
  const sockets = new Set<Socket>();
  grpc.on("connection", (socket: Socket) => {
    socket.setNoDelay(true);
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  const status = createHttpServer((request, response) => answerCounts(request, response));
  const port = await listenOnLoopback(grpc, options.port);
  let statusPort: number;
  try {
    statusPort = await listenOnLoopback(status, options.statusPort);
  } catch (error) {
    await new Promise((resolve) => grpc.close(resolve));
    throw error;
  }

  function answerCounts(request: IncomingMessage, response: ServerResponse) {
    if (request.url !== "/counts" && request.url !== "/writes") return response.writeHead(404).end();
    const writes = request.url === "/writes";
    if (request.method === "DELETE") {
      if (writes) writeLog.reset();
      else counts = { total: 0, byMethod: {} };
    } else if (request.method !== "GET") return response.writeHead(405).end();
    const answer = writes ? writeLog.summary() : counts;
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
  }

  return {
    port,
    statusPort,
    counts: () => structuredClone(counts),
    reset: () => void (counts = { total: 0, byMethod: {} }),
    writes: () => writeLog.summary(),
    resetWrites: () => writeLog.reset(),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      status.closeAllConnections();
      await Promise.all([
        new Promise((resolve) => grpc.close(resolve)),
        new Promise((resolve) => status.close(resolve)),
      ]);
    },
  };
}

/**
 * Keeps a writing call's request body; answers what to do when its answer ends: with gRPC status 0
 * (the writes landed) each document it names is logged as written then. A refused commit wrote nothing.
 */
function watchWrites(stream: ServerHttp2Stream, method: string, log: WriteLog): (status: string) => void {
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  return (status) => {
    if (status === "0") log.landed(documentsWritten(method, Buffer.concat(chunks)), Date.now());
  };
}

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "http2-settings"]);

function copyHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * Passes one call on: request headers and body up, response headers, body and trailers down. gRPC
 * puts its status in the trailers, or, for a call that fails at once, in the response headers
 * alone (trailers-only), which must then end the stream.
 */
function forward(
  stream: ServerHttp2Stream,
  headers: IncomingHttpHeaders,
  upstream: ClientHttp2Session,
  ended?: (status: string) => void,
) {
  const call = upstream.request(copyHeaders(headers), { endStream: false });
  let trailers: OutgoingHttpHeaders = {};
  call.on("response", (answer) => {
    if (stream.destroyed) return;
    const trailersOnly = answer["grpc-status"] !== undefined;
    if (trailersOnly) ended?.(String(answer["grpc-status"]));
    stream.respond(copyHeaders(answer), trailersOnly ? { endStream: true } : { waitForTrailers: true });
    if (trailersOnly) call.resume();
    else call.pipe(stream);
  });
  call.on("trailers", (received) => {
    trailers = copyHeaders(received);
    ended?.(String(received["grpc-status"] ?? ""));
  });
  stream.on("wantTrailers", () => stream.sendTrailers(trailers));
  stream.pipe(call);
  const abort = () => {
    if (!stream.destroyed) stream.close(constants.NGHTTP2_CANCEL);
    if (!call.destroyed) call.close(constants.NGHTTP2_CANCEL);
  };
  call.on("error", abort);
  stream.on("error", abort);
  stream.on("close", () => {
    if (!call.destroyed && !call.closed) call.close(constants.NGHTTP2_CANCEL);
  });
}
