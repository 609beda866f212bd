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
import { createServer as createNetServer, type AddressInfo, type Socket } from "node:net";
import { Duplex } from "node:stream";
import { WRITING_METHODS, WriteLog, documentsWritten, type DocumentWrites } from "./document-writes";

export type { DocumentWrites } from "./document-writes";

/**
 * A counting proxy in front of a Firestore emulator (README.md beside this file): every gRPC call
 * the Firestore client makes is one HTTP/2 stream, counted by its method
 * (`/google.firestore.v1.Firestore/Commit` reads as `Commit`) and passed on unchanged.
 * The same port answers HTTP/1.1 with the counts: `GET /counts` and `DELETE /counts`. The bodies of
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
  port: number;
  counts(): RequestCounts;
  reset(): void;
  /** The documents written since the start or the last resetWrites. */
  writes(): DocumentWrites;
  resetWrites(): void;
  close(): Promise<void>;
}

export interface RequestCounterOptions {
  /** The port to listen on (0: any free one), always on 127.0.0.1. */
  port: number;
  /** The emulator's host:port, e.g. 127.0.0.1:8080. */
  upstream: string;
}

const HOST = "127.0.0.1";
// The client's connection preface: an HTTP/2 connection starts with it, an HTTP/1.1 one never does.
const PREFACE = Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n");

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

  const status = createHttpServer((request, response) => answerCounts(request, response));
  // Nagle's algorithm off on the clients' connections: with it, the small gRPC frames written back
  // through route()'s stream waited for the client's delayed ACK, some 40 ms a call, and the
  // functions' requests took two to three times as long (test/request-counter.test.ts).
  const server = createNetServer({ noDelay: true }, (socket) => route(socket, grpc, status));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port: options.port, host: HOST }, resolve);
  });
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

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
    port: (server.address() as AddressInfo).port,
    counts: () => structuredClone(counts),
    reset: () => void (counts = { total: 0, byMethod: {} }),
    writes: () => writeLog.summary(),
    resetWrites: () => writeLog.reset(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Reads the first bytes of a connection and hands it to the gRPC proxy or to the counts page. An
 * HTTP/2 session reads its socket's handle directly, past anything unshifted back into the socket,
 * so the gRPC side gets a stream that replays the first bytes and then follows the socket.
 */
function route(
  socket: Socket,
  grpc: ReturnType<typeof createHttp2Server>,
  status: ReturnType<typeof createHttpServer>,
) {
  let seen = Buffer.alloc(0);
  const onData = (chunk: Buffer) => {
    seen = Buffer.concat([seen, chunk]);
    const enough = Math.min(seen.length, PREFACE.length);
    const http2 = seen.subarray(0, enough).equals(PREFACE.subarray(0, enough));
    if (http2 && seen.length < PREFACE.length) return; // wait for the rest of the preface
    socket.off("data", onData);
    if (!http2) {
      socket.pause();
      socket.unshift(seen);
      status.emit("connection", socket);
      socket.resume();
      return;
    }
    const replay = new Duplex({
      read: () => socket.resume(),
      write: (chunk, _encoding, done) => void socket.write(chunk, done),
      final: (done) => void socket.end(done),
      destroy: (error, done) => {
        socket.destroy();
        done(error);
      },
    });
    socket.on("data", (data) => {
      if (!replay.push(data)) socket.pause();
    });
    socket.on("end", () => replay.push(null));
    socket.on("close", () => replay.destroy());
    replay.push(seen);
    grpc.emit("connection", replay);
  };
  socket.on("data", onData);
  socket.on("error", () => socket.destroy());
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
