import { createHmac } from "node:crypto";
import { unixTime } from "./errors";

/** Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>" keyed with the secret>`. */
export function signatureHeader(payload: string, secret: string, timestamp = unixTime()): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

export interface DeliveryOptions {
  url: string;
  secret: string;
  /** Waits before each retry; Stripe's own schedule spans days, a dev tool's spans seconds. */
  retryDelaysMs?: number[];
  log?: (line: string) => void;
}

/**
 * Delivers events to the webhook like Stripe: POST, JSON body, a fresh signature per attempt;
 * retried with backoff while the endpoint answers 5xx or cannot be reached, then given up.
 */
export class EventDelivery {
  /** Sleeping retries: close() wakes them so they end at once. */
  private readonly sleepers = new Map<NodeJS.Timeout, () => void>();
  private readonly pending = new Set<Promise<void>>();
  private readonly stop = new AbortController();
  private closed = false;

  constructor(private readonly options: DeliveryOptions) {}

  /** Delivers the payloads one after another (each accepted or given up before the next), like one request's events. */
  send(payloads: string[]): void {
    const run = (async () => {
      for (const payload of payloads) await this.deliver(payload);
    })().finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  /** Resolves when every delivery under way has ended (tests use it; close() uses it). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stop.abort();
    for (const [timer, wake] of this.sleepers) {
      clearTimeout(timer);
      wake();
    }
    this.sleepers.clear();
    await this.idle();
  }

  private async deliver(payload: string): Promise<void> {
    const { url, secret, log = () => {} } = this.options;
    const delays = this.options.retryDelaysMs ?? [500, 1000, 2000, 4000, 8000, 16000];
    const { id, type } = JSON.parse(payload) as { id: string; type: string };
    for (let attempt = 0; attempt <= delays.length && !this.closed; attempt++) {
      if (attempt > 0) await this.sleep(delays[attempt - 1]!);
      if (this.closed) return;
      let outcome: string;
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json; charset=utf-8",
            "stripe-signature": signatureHeader(payload, secret),
            "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          },
          body: payload,
          signal: AbortSignal.any([AbortSignal.timeout(30_000), this.stop.signal]),
        });
        await response.arrayBuffer();
        if (response.status < 500) {
          if (!response.ok) log(`webhook answered ${response.status} to ${type} ${id}; not retried`);
          return;
        }
        outcome = `HTTP ${response.status}`;
      } catch (error) {
        outcome = (error as Error).message;
      }
      log(`webhook delivery of ${type} ${id} failed (${outcome}), attempt ${attempt + 1}`);
    }
    if (!this.closed) log(`gave up delivering ${type} ${id}`);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.sleepers.delete(timer);
        resolve();
      }, ms);
      this.sleepers.set(timer, resolve);
    });
  }
}
