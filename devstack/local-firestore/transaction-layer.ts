import {
  Client,
  credentials,
  Server,
  ServerCredentials,
  status,
  type ServerUnaryCall,
  type ServerWritableStream,
  type sendUnaryData,
  type UntypedServiceImplementation,
} from "@grpc/grpc-js";
import type * as V1 from "@firestore-emulator/proto/dist/google/firestore/v1/firestore";
import { v1 } from "./firestore-v1";
import {
  answeredDocuments,
  finishDocuments,
  fixableQuery,
  responsesFor,
  type FixableQuery,
  type Narrowing,
} from "./query-messages";
import { callOptions, identity, path, rawDefinition, streamsAndGaps, type Incoming } from "./raw-service";
import { TransactionLock, WaitCancelledError, type Transaction } from "./transaction-lock";

type Reply = sendUnaryData<Buffer>;
type ReadMessage = V1.BatchGetDocumentsResponse | V1.RunQueryResponse | V1.RunAggregationQueryResponse;
interface ReadClass {
  deserializeBinary(bytes: Uint8Array): ReadMessage;
}

const aborted = (details: string) => ({ code: status.ABORTED, details });

/**
 * A gRPC layer in front of the embedded Firestore emulator that makes transactions isolate
 * (docs/decisions/007): read-write transactions run one at a time, from their first read or
 * BeginTransaction to their Commit or Rollback; a holder past the timeout is aborted; calls for an
 * unknown or expired transaction answer ABORTED, so firebase-admin retries as it does on Firestore.
 * Everything else is forwarded byte for byte, streams included.
 */
export async function startTransactionLayer(options: {
  port: number;
  backend: string;
  timeoutMs: number;
}): Promise<{ stop: () => void; lock: TransactionLock }> {
  const lock = new TransactionLock(options.timeoutMs);
  const backend = new Client(options.backend, credentials.createInsecure());

  const forwardUnary = (method: string, raw: Buffer, call: ServerUnaryCall<unknown, Buffer>, reply: Reply) =>
    backend.makeUnaryRequest(path(method), identity, identity, raw, call.metadata, callOptions(call), reply);

  /** One RunQuery asked of the emulator, its answers collected. */
  const ask = (request: Buffer, call: ServerWritableStream<unknown, Buffer>) =>
    new Promise<V1.RunQueryResponse[]>((resolve, reject) => {
      const upstream = backend.makeServerStreamRequest(
        path("RunQuery"),
        identity,
        identity,
        request,
        call.metadata,
        callOptions(call),
      );
      const answers: V1.RunQueryResponse[] = [];
      upstream.on("data", (chunk: Buffer) => answers.push(v1.RunQueryResponse.deserializeBinary(chunk)));
      upstream.on("end", () => resolve(answers));
      upstream.on("error", reject);
      call.on("cancelled", () => upstream.cancel());
    });

  /**
   * About one page read from the emulator (query-messages.ts `Narrowing`); undefined when the page
   * came out short although the emulator had more, e.g. documents without the orderBy field took
   * places in it, so only reading everything answers it right.
   */
  async function narrowAnswers(
    narrowing: Narrowing,
    { query }: FixableQuery,
    call: ServerWritableStream<unknown, Buffer>,
  ) {
    const page = await ask(narrowing.page(), call);
    const found = answeredDocuments(page);
    const boundaries = [
      narrowing.cursorValue,
      found.length >= narrowing.limit ? found.at(-1)?.fields.get(narrowing.field) : undefined,
    ];
    const ties = await Promise.all(boundaries.flatMap((value) => (value ? [ask(narrowing.ties(value), call)] : [])));
    const byName = new Map(found.map((document) => [document.name, document]));
    for (const document of ties.flatMap(answeredDocuments)) byName.set(document.name, document);
    const documents = finishDocuments(query, [...byName.values()]);
    if (documents.length < narrowing.limit && found.length >= narrowing.limit) return undefined;
    return responsesFor(documents, page[0], page.at(-1));
  }

  /** A RunQuery: asked narrowed or widened, and finished here (query-fixes.ts). */
  async function queryAnswers(query: FixableQuery, call: ServerWritableStream<unknown, Buffer>) {
    const narrowed = query.narrowing && (await narrowAnswers(query.narrowing, query, call));
    if (narrowed) return narrowed;
    const answers = await ask(query.widenedRequest, call);
    return responsesFor(finishDocuments(query.query, answeredDocuments(answers)), answers[0], answers.at(-1));
  }

  /**
   * Forwards a server-streaming read; `patch` may rewrite each response (to hand out our
   * transaction id). A RunQuery is asked narrowed or widened and finished here.
   */
  function forwardRead(
    method: string,
    raw: Buffer,
    call: ServerWritableStream<unknown, Buffer>,
    patch: (response: Buffer) => Buffer = identity,
  ) {
    const query = method === "RunQuery" ? fixableQuery(raw) : undefined;
    if (query) {
      queryAnswers(query, call).then(
        (answers) => {
          for (const answer of answers) call.write(patch(answer));
          call.end();
        },
        (error) => call.emit("error", error),
      );
      return;
    }
    const upstream = backend.makeServerStreamRequest(
      path(method),
      identity,
      identity,
      raw,
      call.metadata,
      callOptions(call),
    );
    upstream.on("data", (chunk: Buffer) => call.write(patch(chunk)));
    upstream.on("end", () => call.end());
    upstream.on("error", (error) => call.emit("error", error));
    call.on("cancelled", () => upstream.cancel());
  }

  const whenCancelled = (call: { on(event: "cancelled", listener: () => void): unknown }) => {
    const controller = new AbortController();
    call.on("cancelled", () => controller.abort());
    return controller.signal;
  };

  /** Our transaction id in place of the emulator's (a fixed dummy for BatchGet, random for queries). */
  const handOut = (tx: Transaction, type: ReadClass) => (chunk: Buffer) => {
    const message = type.deserializeBinary(chunk);
    if (message.transaction.length === 0) return chunk;
    message.transaction = tx.id;
    return Buffer.from(message.serializeBinary());
  };

  /**
   * A read that names a transaction: an existing one must be live; `new_transaction` starts one
   * (waiting for the lock when read-write) and hands its id out in the first response.
   */
  function transactionalRead(method: string, type: ReadClass) {
    return async (call: ServerWritableStream<Incoming<ReadRequest>, Buffer>) => {
      const { raw, msg } = call.request;
      if (msg.consistency_selector === "transaction") {
        const tx = lock.find(msg.transaction);
        if (!tx || tx.expired) return call.emit("error", aborted(expiredMessage(tx)));
        return forwardRead(method, raw, call);
      }
      if (msg.consistency_selector !== "new_transaction") return forwardRead(method, raw, call);
      let tx: Transaction;
      try {
        tx = await lock.begin(msg.new_transaction.has_read_only, whenCancelled(call));
      } catch (error) {
        if (!(error instanceof WaitCancelledError))
          call.emit("error", { code: status.INTERNAL, details: String(error) });
        return;
      }
      // The client may have given up while we waited for the lock.
      if (call.cancelled) return lock.end(tx);
      forwardRead(method, raw, call, handOut(tx, type));
    };
  }

  const implementation: UntypedServiceImplementation = {
    BeginTransaction: async (call: ServerUnaryCall<Incoming<V1.BeginTransactionRequest>, Buffer>, reply: Reply) => {
      try {
        const tx = await lock.begin(call.request.msg.options.has_read_only, whenCancelled(call));
        if (call.cancelled) return lock.end(tx);
        reply(null, Buffer.from(v1.BeginTransactionResponse.fromObject({ transaction: tx.id }).serializeBinary()));
      } catch (error) {
        if (!(error instanceof WaitCancelledError)) reply({ code: status.INTERNAL, details: String(error) });
      }
    },

    Commit: async (call: ServerUnaryCall<Incoming<V1.CommitRequest>, Buffer>, reply: Reply) => {
      const { raw, msg } = call.request;
      if (msg.transaction.length === 0) {
        // A write outside a transaction waits while a transaction holds the lock, as on Firestore.
        try {
          await lock.exclusive(
            () =>
              new Promise<void>((done) =>
                forwardUnary("Commit", raw, call, (error, value) => (reply(error, value), done())),
              ),
            whenCancelled(call),
          );
        } catch (error) {
          if (!(error instanceof WaitCancelledError)) reply({ code: status.INTERNAL, details: String(error) });
        }
        return;
      }
      const tx = lock.find(msg.transaction);
      if (!tx || tx.expired) {
        if (tx) lock.end(tx);
        return reply(aborted(expiredMessage(tx)));
      }
      // Commit or not, the transaction is over once the emulator has answered.
      lock.committing(tx);
      forwardUnary("Commit", raw, call, (error, value) => {
        lock.end(tx);
        reply(error, value);
      });
    },

    Rollback: (call: ServerUnaryCall<Incoming<V1.RollbackRequest>, Buffer>, reply: Reply) => {
      const tx = lock.find(call.request.msg.transaction);
      if (tx) lock.end(tx);
      reply(null, Buffer.from(new Uint8Array(0)));
    },

    BatchGetDocuments: transactionalRead("BatchGetDocuments", v1.BatchGetDocumentsResponse),
    RunQuery: transactionalRead("RunQuery", v1.RunQueryResponse),
    RunAggregationQuery: transactionalRead("RunAggregationQuery", v1.RunAggregationQueryResponse),
  };

  const server = new Server();
  server.addService(rawDefinition(), { ...streamsAndGaps(backend), ...implementation });
  await new Promise<void>((resolve, reject) =>
    server.bindAsync(`127.0.0.1:${options.port}`, ServerCredentials.createInsecure(), (error) =>
      error ? reject(error) : resolve(),
    ),
  );
  return {
    lock,
    stop: () => {
      server.forceShutdown();
      backend.close();
    },
  };
}

type ReadRequest = V1.BatchGetDocumentsRequest | V1.RunQueryRequest | V1.RunAggregationQueryRequest;

function expiredMessage(tx: Transaction | undefined): string {
  return tx ? "Transaction lock timeout." : "The referenced transaction has expired or is no longer valid.";
}
