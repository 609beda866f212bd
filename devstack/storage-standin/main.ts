import { parseArgs } from "node:util";
import { services, STORAGE_BUCKET } from "../../ports/ports";
import { startStorageStandin } from "./index";

/**
 * The stand-in alone, without the rest of the stack (README.md, "Run it alone"):
 * `npx tsx devstack/storage-standin/main.ts [--port 9199] [--bucket <name>]... [--dir <folder>]`.
 * Without --dir the objects live in memory only; Ctrl-C stops it.
 */
const { values } = parseArgs({
  options: {
    port: { type: "string", default: String(services.storage.port) },
    bucket: { type: "string", multiple: true, default: [STORAGE_BUCKET] },
    dir: { type: "string" },
  },
});
const standin = await startStorageStandin({
  port: Number(values.port),
  buckets: values.bucket,
  dir: values.dir,
  log: (line) => console.log(`[storage-standin] ${line}`),
});
const kept = values.dir ? `kept in ${values.dir} (${standin.count()} objects loaded)` : "in memory";
console.log(`Storage stand-in on ${standin.url}, bucket ${values.bucket.join(", ")}, objects ${kept}`);
const stop = () => void standin.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
