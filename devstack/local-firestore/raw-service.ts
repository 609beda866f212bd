import {
  status,
  type Client,
  type ServerDuplexStream,
  type ServerWritableStream,
  type ServiceDefinition,
  type sendUnaryData,
  type UntypedServiceImplementation,
} from "@grpc/grpc-js";
import { v1 } from "./firestore-v1";

/** A request as it arrived: its bytes (forwarded untouched) and, where the layer needs it, the decoded message. */
export interface Incoming<T> {
  raw: Buffer;
  msg: T;
}

export const identity = (value: Buffer) => value;

const definition = v1.UnimplementedFirestoreService.definition as unknown as ServiceDefinition;
export const path = (method: string) => definition[method]!.path;
export const callOptions = (call: { getDeadline: () => Date | number }) => ({ deadline: call.getDeadline() });

// The calls the layer reads; every other request and every response stays bytes.
const decoders: Record<string, (bytes: Buffer) => unknown> = {
  BeginTransaction: (bytes) => v1.BeginTransactionRequest.deserializeBinary(bytes),
  Commit: (bytes) => v1.CommitRequest.deserializeBinary(bytes),
  Rollback: (bytes) => v1.RollbackRequest.deserializeBinary(bytes),
  BatchGetDocuments: (bytes) => v1.BatchGetDocumentsRequest.deserializeBinary(bytes),
  RunQuery: (bytes) => v1.RunQueryRequest.deserializeBinary(bytes),
  RunAggregationQuery: (bytes) => v1.RunAggregationQueryRequest.deserializeBinary(bytes),
};

/** google.firestore.v1.Firestore with bytes in and out, and `Incoming` requests where the layer needs them. */
export function rawDefinition(): ServiceDefinition {
  const raw: Record<string, ServiceDefinition[string]> = {};
  for (const [method, spec] of Object.entries(definition)) {
    const decode = decoders[method];
    raw[method] = {
      ...spec,
      requestSerialize: identity,
      requestDeserialize: decode ? (bytes: Buffer) => ({ raw: bytes, msg: decode(bytes) }) : identity,
      responseSerialize: identity,
      responseDeserialize: identity,
    };
  }
  return raw;
}

// Not implemented by @firestore-emulator/server 0.3.15: its handler throws and the call never
// ends (listDocuments hangs). Answer UNIMPLEMENTED at once instead.
const unimplemented = [
  "GetDocument",
  "ListDocuments",
  "UpdateDocument",
  "DeleteDocument",
  "PartitionQuery",
  "ListCollectionIds",
  "BatchWrite",
  "CreateDocument",
];

/** Listen and Write piped both ways to the emulator; what it lacks answered UNIMPLEMENTED. */
export function streamsAndGaps(backend: Client): UntypedServiceImplementation {
  const handlers: UntypedServiceImplementation = {};
  for (const method of ["Listen", "Write"]) {
    handlers[method] = (call: ServerDuplexStream<Buffer, Buffer>) => {
      const upstream = backend.makeBidiStreamRequest(
        path(method),
        identity,
        identity,
        call.metadata,
        callOptions(call),
      );
      call.on("data", (chunk: Buffer) => upstream.write(chunk));
      call.on("end", () => upstream.end());
      call.on("cancelled", () => upstream.cancel());
      upstream.on("data", (chunk: Buffer) => call.write(chunk));
      upstream.on("end", () => call.end());
      upstream.on("error", (error) => call.emit("error", error));
    };
  }
  for (const method of unimplemented) {
    handlers[method] = (call: ServerWritableStream<unknown, Buffer>, reply?: sendUnaryData<Buffer>) => {
      const error = {
        code: status.UNIMPLEMENTED,
        details: `${method} is not implemented by the embedded Firestore emulator`,
      };
      if (reply) reply(error);
      else call.emit("error", error);
    };
  }
  return handlers;
}
