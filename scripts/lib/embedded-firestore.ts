import { createRequire } from "node:module";
import type * as GrpcJs from "@grpc/grpc-js";
import { startTransactionLayer } from "./firestore-tx/transaction-layer";
import { HOST } from "./ports";

/**
 * The embedded Node Firestore emulator as a process of its own (started by firestore.ts), so
 * its gRPC work never shares an event loop with the launcher, the tests or the benchmark.
 * The emulator listens on the backend port; our transaction layer (docs/decisions/007) listens
 * on the Firestore emulator's port in front of it, both on 127.0.0.1 only. Prints "ready" once both
 * listen; exits on SIGINT/SIGTERM or when its parent goes away.
 */
const port = Number(process.argv[2]);
const backendPort = Number(process.argv[3]);
// How long a transaction may hold the lock before it is aborted (Firestore's own limit is far
// longer; locally a stuck holder would stall every other order).
const timeoutMs = Number(process.env.HOMETOOLS_TX_TIMEOUT_MS ?? 10_000);
// Its ESM build is broken: load the CommonJS one.
const require = createRequire(import.meta.url);
const { FirestoreServer } = require("@firestore-emulator/server") as typeof import("@firestore-emulator/server");
const server = new FirestoreServer();
let layer: { stop: () => void } | undefined;

const stop = () => {
  layer?.stop();
  server.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
process.on("disconnect", stop);

/**
 * The library's start() binds 0.0.0.0, every interface of the machine, and takes no host. Its gRPC
 * server (a private field) is bound here instead, with the library's own copy of grpc-js (credentials
 * of another copy are refused), on 127.0.0.1 like every other service of the local stack.
 */
function listenLocally(port: number): Promise<void> {
  const grpc = createRequire(require.resolve("@firestore-emulator/server"))("@grpc/grpc-js") as typeof GrpcJs;
  const { server: grpcServer } = server as unknown as { server: GrpcJs.Server };
  return new Promise((resolve, reject) =>
    grpcServer.bindAsync(`${HOST}:${port}`, grpc.ServerCredentials.createInsecure(), (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

try {
  await listenLocally(backendPort);
  layer = await startTransactionLayer({ port, backend: `${HOST}:${backendPort}`, timeoutMs });
  console.log("ready");
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
