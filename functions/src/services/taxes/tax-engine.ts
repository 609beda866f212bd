import type { StoredOrder } from "../../data/orders/order-repository";
import type { StoredTaxRate } from "../../data/taxes/tax-rate-repository";
import type { StoredTaxSettings } from "../../data/taxes/tax-settings-repository";
import type { Transaction } from "../../data/transaction";
import type { OrderTaxes } from "../../domain/taxes/tax";

/**
 * What the shop asks of whatever computes its tax (docs/decisions/044): the owner's rates
 * (rates-engine.ts) or Stripe Tax (stripe-tax-engine.ts), one chosen when the functions start
 * (choose-tax-engine.ts). Quoting, checkout, payment and refunds call this interface and never ask
 * which engine runs; each engine answers what the order stores.
 */
export interface TaxEngine {
  /**
   * What taxing needs read in the caller's unit, before any write: the rates engine's rates (a
   * quote's from this instance's cache, kept by their change stamp), nothing for Stripe Tax.
   */
  read(tx: Transaction, options: { quote: boolean }): Promise<TaxReads>;
  /** The tax of lines shipped to an address (a quote, a checkout). */
  tax(question: TaxQuestion, reads: TaxReads, memo?: TaxMemo): Promise<OrderTaxes>;
  /**
   * The tax of an order placed without an address (POST /orders, the cart's checkout): with prices
   * including tax, the tax inside them at the shop address's rate (one query); without, none.
   */
  taxAtShop(lineTotalsCents: readonly number[], settings: StoredTaxSettings, tx: Transaction): Promise<OrderTaxes>;
  /**
   * Once an order is paid: its tax recorded with the engine, once (Stripe Tax's Transaction); the
   * order as it then is. `whenDown: "log"` (PATCH /booking) logs a failure and answers the order,
   * `"throw"` (the webhook) fails so that the event's next delivery records it.
   */
  recordPaid(order: StoredOrder, whenDown: "log" | "throw"): Promise<StoredOrder>;
  /** The same for an order known by id (a redelivered event, whose order the unit did not read). */
  recordPaidById(orderId: string): Promise<void>;
  /**
   * A recorded refund's tax given back at the engine, once (Stripe Tax's Reversal). The money went
   * back already: a failure is logged, never thrown. The order as it then is.
   */
  reverseRefund(order: StoredOrder, refundId: string): Promise<StoredOrder>;
}

/** One line to tax: its total and its share of the discount (tax is on what is left). */
export interface TaxedLine {
  productId: string;
  quantity: number;
  /** Unit price x quantity. */
  lineTotalCents: number;
  discountCents: number;
  /** The product's tax code (Stripe Tax's); null: the general one. */
  taxCode: string | null;
  /** Why the line cannot be ordered as asked (a quote still shows it); null when it can. */
  problem: string | null;
}

export interface TaxQuestion {
  lines: readonly TaxedLine[];
  /** The chosen shipping rate's price; null when none is chosen. */
  shippingCents: number | null;
  /** Where the order goes: no country, no tax. */
  address: {
    country?: string;
    /** A US state: with the country, it names the owner's rate. */
    region?: string;
    line1?: string;
    line2?: string;
    city?: string;
    postalCode?: string;
  };
  pricesIncludeTax: boolean;
}

/** What an engine read in the unit (the owner's rates; empty for Stripe Tax). */
export interface TaxReads {
  rates: StoredTaxRate[];
}

/**
 * A checkout's answers by question, so that a unit that runs again (data/transaction.ts) asks an
 * outside engine once; a quote needs none.
 */
export type TaxMemo = Map<string, Promise<OrderTaxes>>;
