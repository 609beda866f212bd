import { createRequire } from "node:module";

/**
 * The embedded Node Firestore emulator as a process of its own (started by firestore.ts), so
 * its gRPC work never shares an event loop with the launcher, the tests or the benchmark.
 * Prints "ready" once it listens; exits on SIGINT/SIGTERM or when its parent goes away.
 */
const port = Number(process.argv[2]);
// Its ESM build is broken: load the CommonJS one.
const require = createRequire(import.meta.url);
const { FirestoreServer } = require("@firestore-emulator/server") as typeof import("@firestore-emulator/server");
const server = new FirestoreServer();

const stop = () => {
  server.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
process.on("disconnect", stop);

server.start(port).then(
  () => console.log("ready"),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
