import { createRequire } from "node:module";
import { lowerEmulatorCosts } from "./emulator-costs";
import { startTransactionLayer } from "./transaction-layer";
import { HOST } from "../../ports/ports";

/**
 * The embedded Node Firestore emulator as a process of its own (started by firestore.ts), so
 * its gRPC work never shares an event loop with the launcher, the tests or the benchmark.
 * The emulator listens on the backend port; our transaction layer (docs/decisions/007) listens
 * on the contract's port in front of it. Prints "ready" once both listen; exits on SIGINT/SIGTERM
 * or when its parent goes away.
 */
const port = Number(process.argv[2]);
const backendPort = Number(process.argv[3]);
// How long a transaction may hold the lock before it is aborted (Firestore's own limit is far
// longer; locally a stuck holder would stall every other order).
const timeoutMs = Number(process.env.HOMETOOLS_TX_TIMEOUT_MS ?? 10_000);
// Its ESM build is broken: load the CommonJS one.
const require = createRequire(import.meta.url);
const { FirestoreServer } = require("@firestore-emulator/server") as typeof import("@firestore-emulator/server");
// Its own copy of gRPC, whose server checks that the credentials are of that copy's class.
const grpc = createRequire(require.resolve("@firestore-emulator/server"))(
  "@grpc/grpc-js",
) as typeof import("@grpc/grpc-js");
lowerEmulatorCosts();
const server = new FirestoreServer();

/**
 * `FirestoreServer.start(port)` binds 0.0.0.0: anyone on the network could read and write the
 * developer's database. Its gRPC server is the instance's `server` field; bind it to loopback here.
 */
function listenOnLoopback(port: number): Promise<void> {
  const grpcServer = server["server"] as import("@grpc/grpc-js").Server;
  return new Promise((resolve, reject) =>
    grpcServer.bindAsync(`${HOST}:${port}`, grpc.ServerCredentials.createInsecure(), (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}
let layer: { stop: () => void } | undefined;

const stop = () => {
  layer?.stop();
  server.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
process.on("disconnect", stop);

try {
  await listenOnLoopback(backendPort);
  layer = await startTransactionLayer({ port, backend: `${HOST}:${backendPort}`, timeoutMs });
  console.log("ready");
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
