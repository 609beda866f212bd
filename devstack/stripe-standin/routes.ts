import { ChargeStore, shownCharge } from "./charges";
import { invalidRequest, unauthorized } from "./errors";
import { EventLog, type StandinEvent } from "./event-log";
import { text, type FormObject } from "./form";
import { PaymentIntentStore } from "./payment-intents";
import { PaymentMethodStore, shownPaymentMethod } from "./payment-methods";
import { RefundStore } from "./refunds";
import { TaxStore } from "./tax";

export type Access = "secret" | "publishable";
export interface Call {
  method: string;
  path: string;
  form: FormObject;
  access: Access;
}
export interface Answer {
  status: number;
  body: unknown;
  /** What the call changed, to record and deliver once the answer is known. */
  events?: StandinEvent[];
}

/** Everything the stand-in keeps, in memory. */
export class Stores {
  readonly charges = new ChargeStore();
  readonly methods = new PaymentMethodStore();
  readonly intents = new PaymentIntentStore(this.methods, this.charges);
  readonly refunds = new RefundStore(this.intents, this.charges);
  readonly events = new EventLog();
  readonly tax = new TaxStore();
}

const ok = (body: unknown, events?: StandinEvent[]): Answer => ({ status: 200, body, events });

function expands(form: FormObject, field: string): boolean {
  const expand = form.expand;
  return Array.isArray(expand) ? expand.includes(field) : expand === field;
}

/** The part of Stripe's REST API the shop uses; unknown URLs answer Stripe's 404. */
export function route(stores: Stores, call: Call): Answer {
  const { method, path, form } = call;
  const secretOnly = () => {
    if (call.access !== "secret") throw unauthorized("This API call cannot be made with a publishable API key.");
  };
  const [version, resource, id, action, extra] = path.split("/").slice(1);
  const on = (verb: string, name: string, withId: boolean, withAction?: string) =>
    method === verb &&
    version === "v1" &&
    resource === name &&
    Boolean(id) === withId &&
    action === withAction &&
    extra === undefined;

  if (on("POST", "payment_methods", false)) {
    return ok(shownPaymentMethod(stores.methods.create(form)));
  }
  if (resource === "payment_intents" && id) {
    const intent =
      call.access === "secret"
        ? stores.intents.retrieve(id)
        : stores.intents.retrieveWithSecret(id, text(form, "client_secret"));
    if (on("GET", "payment_intents", true)) return ok(intent);
    if (on("POST", "payment_intents", true, "confirm")) {
      const { events, declined } = stores.intents.confirm(intent, form);
      return declined ? { status: 402, body: { error: declined.body }, events } : ok(intent, events);
    }
  }
  // Everything else needs the secret key, as at Stripe.
  if (resource && ["payment_intents", "refunds", "charges", "events", "tax"].includes(resource)) secretOnly();
  if (on("POST", "payment_intents", false)) return ok(stores.intents.create(form));
  if (on("POST", "payment_intents", true, "cancel")) {
    const { intent, events } = stores.intents.cancel(stores.intents.retrieve(id!), form);
    return ok(intent, events);
  }
  if (on("POST", "refunds", false)) {
    const { refund, events } = stores.refunds.create(form);
    return ok(refund, events);
  }
  if (on("GET", "refunds", true)) return ok(stores.refunds.retrieve(id!));
  if (on("GET", "charges", true)) {
    const charge = stores.charges.retrieve(id!);
    return ok(shownCharge(charge, expands(form, "refunds") ? stores.refunds.forCharge(charge.id) : undefined));
  }
  if (resource === "tax") return ok(taxRoute(stores.tax, call, path.split("/").slice(3)));
  if (on("GET", "events", false)) return ok(stores.events.list(form));
  if (on("GET", "events", true)) return ok(stores.events.retrieve(id!));
  throw invalidRequest(`Unrecognized request URL (${method}: ${path}).`, undefined, undefined, 404);
}

/** Stripe Tax (tax.ts): /v1/tax/calculations[/{id}[/line_items]] and /v1/tax/transactions/... */
function taxRoute(tax: TaxStore, { method, path, form }: Call, parts: string[]): unknown {
  const [kind, id, more] = parts;
  const at = (verb: string, name: string, second?: string, third?: string) =>
    method === verb && kind === name && id === second && more === third && parts.length <= 3;
  if (at("POST", "calculations")) return tax.calculate(form);
  if (at("POST", "transactions", "create_from_calculation")) return tax.createFromCalculation(form);
  if (at("POST", "transactions", "create_reversal")) return tax.createReversal(form);
  if (method === "GET" && id && parts.length <= 3 && (more === undefined || more === "line_items")) {
    if (kind === "calculations") return more ? tax.calculationLines(id, form) : tax.retrieveCalculation(id);
    if (kind === "transactions") return more ? tax.transactionLines(id, form) : tax.retrieveTransaction(id);
  }
  throw invalidRequest(`Unrecognized request URL (${method}: ${path}).`, undefined, undefined, 404);
}
