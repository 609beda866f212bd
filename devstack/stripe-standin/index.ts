import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { HOST } from "../../ports/ports";
import { listenOnLoopback } from "../listen";
import { newId, StripeApiError, unauthorized } from "./errors";
import { EventDelivery } from "./events";
import { FaultInputError, Faults, parseFault } from "./faults";
import { parseForm, text, type FormObject } from "./form";
import { route, Stores, type Access, type Call } from "./routes";

/**
 * The local Stripe stand-in (docs/payments.md): a development tool, never deployed. It speaks
 * the part of Stripe's REST API the shop uses (PaymentIntents, charges, refunds, disputes, events,
 * Stripe Tax;
 * see routes.ts), in Stripe's formats, keeps everything in memory, delivers its events signed to the
 * webhook, and serves a small Stripe.js look-alike (GET /v1/stripe.js) so the payment page works offline.
 */
export { STANDIN_PUBLISHABLE_KEY, STANDIN_SECRET_KEY, STANDIN_WEBHOOK_SECRET } from "./keys";

export interface StandinOptions {
  port: number;
  webhookUrl: string;
  webhookSecret: string;
  /** Waits between webhook delivery attempts (default 0.5 s doubling to 16 s). */
  retryDelaysMs?: number[];
  log?: (line: string) => void;
}

export interface Standin {
  port: number;
  url: string;
  /** Resolves once every webhook delivery under way has ended. */
  deliveriesSettled: () => Promise<void>;
  close: () => Promise<void>;
}

const browserScript = readFileSync(new URL("./stripe.js", import.meta.url), "utf8");
const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "authorization, content-type, idempotency-key, stripe-version",
  "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
};

/** Any test key is accepted, as Stripe's test mode would with the account's own keys. */
function access(req: IncomingMessage, form: FormObject): Access {
  const header = req.headers.authorization ?? "";
  let key = text(form, "key");
  if (/^Bearer /i.test(header)) key = header.slice(7).trim();
  else if (/^Basic /i.test(header)) key = Buffer.from(header.slice(6), "base64").toString("utf8").split(":")[0];
  if (!key) {
    throw unauthorized(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (key.startsWith("sk_test_")) return "secret";
  if (key.startsWith("pk_test_")) return "publishable";
  throw unauthorized(
    `Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
  );
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

export async function startStripeStandin(options: StandinOptions): Promise<Standin> {
  const log = options.log ?? ((line: string) => console.log(`[stripe stand-in] ${line}`));
  const stores = new Stores();
  const delivery = new EventDelivery({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retryDelaysMs: options.retryDelaysMs,
    log,
  });
  const faults = new Faults();
  // Stripe keeps an idempotent request's first answer and replays it for the same key and parameters.
  const replays = new Map<string, { fingerprint: string; answer: { status: number; body: unknown } }>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://localhost");
    const requestId = newId("req");
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": requestId, ...cors, ...headers });
      res.end(JSON.stringify(body, null, 2));
    };
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors).end();
      return;
    }
    if (req.method === "GET" && url.pathname === "/v1/stripe.js") {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-cache", ...cors });
      res.end(browserScript);
      return;
    }
    if (url.pathname === "/_faults") return controlFaults(req, send);
    if (url.pathname === "/_tax/transactions" && req.method === "GET") return send(200, stores.tax.all());
    const fault = faults.take(url.pathname);
    if (fault?.mode === "hang") return; // never answered: the caller's timeout has to end it
    if (fault?.mode === "error") {
      return send(500, { error: { type: "api_error", message: "An unknown error occurred (stand-in fault)." } });
    }
    if (fault?.mode === "slow") await new Promise((resolve) => setTimeout(resolve, fault.ms));
    try {
      const raw = req.method === "POST" ? await readBody(req) : url.search.slice(1);
      const form = parseForm(raw);
      const idempotencyKey =
        req.method === "POST" ? ((req.headers["idempotency-key"] as string | undefined) ?? null) : null;
      const call: Call = {
        method: req.method ?? "GET",
        path: url.pathname.replace(/\/$/, ""),
        form,
        access: access(req, form),
      };

      const fingerprint = `${call.method} ${call.path} ${raw}`;
      const earlier = idempotencyKey ? replays.get(idempotencyKey) : undefined;
      if (earlier && earlier.fingerprint !== fingerprint) {
        throw new StripeApiError(400, {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        });
      }
      if (earlier) return send(earlier.answer.status, earlier.answer.body, { "idempotent-replayed": "true" });

      const answer = route(stores, call);
      // Recorded before answering, so a GET /v1/events right after the answer lists them.
      const events = (answer.events ?? []).map((event) =>
        stores.events.record(event, { id: requestId, idempotency_key: idempotencyKey }),
      );
      if (idempotencyKey)
        replays.set(idempotencyKey, {
          fingerprint,
          answer: { status: answer.status, body: structuredClone(answer.body) },
        });
      send(answer.status, answer.body, idempotencyKey ? { "idempotency-key": idempotencyKey } : {});
      if (events.length) delivery.send(events.map((event) => JSON.stringify(event, null, 2)));
    } catch (error) {
      if (error instanceof StripeApiError) return send(error.status, { error: error.body });
      log(`error: ${(error as Error).stack ?? String(error)}`);
      send(500, { error: { type: "api_error", message: "An unexpected error occurred in the Stripe stand-in." } });
    }
  }

  /** POST /_faults sets a fault, DELETE clears it, GET shows it (faults.ts). */
  async function controlFaults(req: IncomingMessage, send: (status: number, body: unknown) => void) {
    if (req.method === "DELETE") {
      faults.clear();
      log("faults cleared");
      return send(200, { fault: null });
    }
    if (req.method === "GET") return send(200, { fault: faults.show() });
    if (req.method !== "POST") return send(405, { error: { message: "Use GET, POST or DELETE" } });
    try {
      const fault = parseFault(JSON.parse((await readBody(req)) || "null"));
      faults.set(fault);
      log(`fault set: ${JSON.stringify(fault)}`);
      send(200, { fault });
    } catch (error) {
      if (!(error instanceof FaultInputError) && !(error instanceof SyntaxError)) throw error;
      send(400, { error: { message: `Bad fault: ${(error as Error).message}` } });
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  const port = await listenOnLoopback(server, options.port);
  return {
    port,
    url: `http://${HOST}:${port}`,
    deliveriesSettled: () => delivery.idle(),
    close: async () => {
      await delivery.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
