import { missing, newId, unixTime } from "./errors";
import { text, type FormObject } from "./form";
import { page } from "./lists";

/** The API version the events say they were rendered with (the stripe SDK's pinned one). */
export const API_VERSION = "2026-10-28.endive";

interface EventRequest {
  id: string | null;
  idempotency_key: string | null;
}

/** Something that happened, to be recorded as an event; `request` when not the current API request. */
export interface StandinEvent {
  type: string;
  object: object;
  request?: EventRequest;
}

/** Stripe's Event object. */
export interface StripeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: object };
  livemode: false;
  pending_webhooks: number;
  request: EventRequest;
  type: string;
}

/** Every event the stand-in emitted, newest first, for GET /v1/events like Stripe's 30-day event list. */
export class EventLog {
  private readonly events: StripeEvent[] = [];

  record({ type, object, request }: StandinEvent, apiRequest: EventRequest): StripeEvent {
    const event: StripeEvent = {
      id: newId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: unixTime(),
      // A snapshot: later changes to the object do not show in an event already sent.
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: request ?? apiRequest,
      type,
    };
    this.events.unshift(event);
    return event;
  }

  retrieve(id: string): StripeEvent {
    const event = this.events.find((candidate) => candidate.id === id);
    if (!event) throw missing("event", id);
    return event;
  }

  /** GET /v1/events: `limit`, `starting_after`, `ending_before` and `type` (exact, or a `*` wildcard). */
  list(form: FormObject) {
    const type = text(form, "type");
    const matches = type
      ? new RegExp(`^${type.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`)
      : undefined;
    const events = matches ? this.events.filter((event) => matches.test(event.type)) : this.events;
    return page(events, form, "/v1/events");
  }
}
