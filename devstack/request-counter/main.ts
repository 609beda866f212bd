import { parseArgs } from "node:util";
import { services, urls } from "../../ports/ports";
import { startRequestCounter } from "./index";

/**
 * The request counter alone (README.md, "Run it alone"):
 * `npx tsx devstack/request-counter/main.ts [--port 8085] [--status-port 8086] [--upstream 127.0.0.1:8080]`; Ctrl-C stops it.
 */
const { values } = parseArgs({
  options: {
    port: { type: "string", default: String(services.firestoreCounter.port) },
    "status-port": { type: "string", default: String(services.firestoreCounts.port) },
    upstream: { type: "string", default: urls.firestore },
  },
});
const counter = await startRequestCounter({
  port: Number(values.port),
  statusPort: Number(values["status-port"]),
  upstream: values.upstream,
});
console.log(
  `Request counter on 127.0.0.1:${counter.port} in front of ${values.upstream}: GET http://127.0.0.1:${counter.statusPort}/counts`,
);
const stop = () => void counter.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
