import type { AccountRefusal } from "./accounts/refusals";
import type { AfterSaleRefusal } from "./after-sale/refusals";
import type { CartRefusal } from "./cart/refusals";
import type { CatalogueRefusal } from "./catalogue/refusals";
import type { CheckoutRefusal } from "./checkout/refusals";
import type { InvoiceRefusal } from "./invoices/refusals";
import type { MarketingRefusal } from "./marketing/refusals";
import type { OrdersRefusal } from "./orders/refusals";
import type { PaymentRefusal } from "./payments/refusals";
import type { PrivacyRefusal } from "./privacy/refusals";
import type { ReviewRefusal } from "./reviews/refusals";
import type { TaxRefusal } from "./taxes/refusals";
import type { TeamRefusal } from "./team/refusals";

/** What a refusal may say does not exist. */
export type Thing =
  "order" | "product" | "image" | "return" | "user" | "category" | "tax-rate" | "discount-code" | "shipping-rate";

/** Refusals every area shares: who may act, what exists, a unit that kept losing. */
export type CommonRefusal =
  | { kind: "no-such"; thing: Thing }
  | { kind: "not-yours"; thing: "account" | "order" }
  | { kind: "owner-only" }
  | { kind: "sign-in-not-recent" }
  | { kind: "contention" }
  | { kind: "bad-cursor" };

/**
 * Every way the shop says no, in its own terms: a `kind` and the facts behind it, never a status or
 * a sentence. Each area declares its kinds beside its rules (`domain/<area>/refusals.ts`); the HTTP
 * layer gives each its status, error code and words (http/refusals/, docs/decisions/042).
 */
export type Refusal =
  | CommonRefusal
  | AccountRefusal
  | AfterSaleRefusal
  | CartRefusal
  | CatalogueRefusal
  | CheckoutRefusal
  | InvoiceRefusal
  | MarketingRefusal
  | OrdersRefusal
  | PaymentRefusal
  | PrivacyRefusal
  | ReviewRefusal
  | TaxRefusal
  | TeamRefusal;

/**
 * Thrown by the domain, the services, the repositories and the Stripe client when the shop refuses
 * what was asked; the error middleware words it (http/refusals/refusal-error.ts). The message is for
 * logs and tests only: the kind and its facts.
 */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(`refused ${JSON.stringify(refusal)}`);
    this.name = "Refused";
  }
}
