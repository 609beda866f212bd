import { invalidRequest, missing, newId, unixTime } from "./errors";
import { metadata, object, text, type FormObject, type FormValue } from "./form";
import { list, page, type List } from "./lists";
import { taxOf, testRateFor, type TestRate } from "./tax-table";

/**
 * Stripe Tax's Calculations, Transactions and Reversals (docs/payments.md), computed with the fixed
 * test table (tax-table.ts). Shapes as in the stripe SDK's types (Tax/Calculations.d.ts,
 * Tax/Transactions.d.ts); test/stripe-tax-fields.test.ts holds them to it.
 */
type Behavior = "exclusive" | "inclusive";
interface Address {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}
interface CustomerDetails {
  address: Address | null;
  address_source: string | null;
  ip_address: string | null;
  tax_ids: never[];
  taxability_override: "none";
}
interface Jurisdiction {
  country: string;
  display_name: string;
  level: "state" | "country";
  state: string | null;
}
interface LineBreakdown {
  amount: number;
  jurisdiction: Jurisdiction;
  sourcing: "destination";
  tax_rate_details: { display_name: string; percentage_decimal: string; tax_type: string } | null;
  taxability_reason: string;
  taxable_amount: number;
}
export interface CalculationLineItem {
  id: string;
  object: "tax.calculation_line_item";
  amount: number;
  amount_tax: number;
  livemode: false;
  metadata: Record<string, string> | null;
  performance_location: null;
  product: null;
  quantity: number;
  reference: string;
  tax_behavior: Behavior;
  tax_breakdown: LineBreakdown[];
  tax_code: string;
}
interface ShippingCost {
  amount: number;
  amount_tax: number;
  tax_behavior: Behavior;
  tax_breakdown: LineBreakdown[];
  tax_code: string;
}
export interface Calculation {
  id: string;
  object: "tax.calculation";
  amount_total: number;
  currency: string;
  customer: null;
  customer_details: CustomerDetails;
  expires_at: number;
  line_items: List<CalculationLineItem>;
  livemode: false;
  ship_from_details: null;
  shipping_cost: ShippingCost | null;
  tax_amount_exclusive: number;
  tax_amount_inclusive: number;
  tax_breakdown: Array<{
    amount: number;
    inclusive: boolean;
    tax_rate_details: {
      country: string | null;
      flat_amount: null;
      percentage_decimal: string;
      rate_type: "percentage";
      state: string | null;
      tax_type: string | null;
    };
    taxability_reason: string;
    taxable_amount: number;
  }>;
  tax_date: number;
}
export interface TransactionLineItem {
  id: string;
  object: "tax.transaction_line_item";
  amount: number;
  amount_tax: number;
  livemode: false;
  metadata: Record<string, string> | null;
  product: null;
  quantity: number;
  reference: string;
  reversal: { original_line_item: string } | null;
  tax_behavior: Behavior;
  tax_code: string;
  type: "transaction" | "reversal";
}
export interface Transaction {
  id: string;
  object: "tax.transaction";
  created: number;
  currency: string;
  customer: null;
  customer_details: CustomerDetails;
  line_items: List<TransactionLineItem>;
  livemode: false;
  metadata: Record<string, string> | null;
  posted_at: number;
  reference: string;
  reversal: { original_transaction: string | null } | null;
  ship_from_details: null;
  shipping_cost: { amount: number; amount_tax: number; tax_behavior: Behavior; tax_code: string } | null;
  tax_date: number;
  type: "transaction" | "reversal";
}

/** Stripe keeps a calculation 90 days. */
const CALCULATION_DAYS = 90;
const SHIPPING_TAX_CODE = "txcd_92010001";
const GENERAL_TAX_CODE = "txcd_99999999";

const items = (form: FormValue | undefined): FormObject[] =>
  Array.isArray(form)
    ? form.filter((item): item is FormObject => typeof item === "object" && !Array.isArray(item))
    : [];

function integer(form: FormObject, field: string, param: string, { negative = false } = {}): number {
  const raw = text(form, field);
  const value = Number(raw);
  if (raw === undefined || !Number.isInteger(value) || (negative ? value > 0 : value < 0)) {
    throw invalidRequest(`Invalid integer: ${raw ?? "(missing)"}`, param, "parameter_invalid_integer");
  }
  return value;
}

function behavior(form: FormObject, param: string): Behavior {
  const value = text(form, "tax_behavior") ?? "exclusive";
  if (value !== "exclusive" && value !== "inclusive") {
    throw invalidRequest(`Invalid tax_behavior: must be one of exclusive, inclusive`, param);
  }
  return value;
}

const percentText = (rate: TestRate) => rate.percent.toFixed(4).replace(/0+$/, "").replace(/\.$/, "");

function jurisdiction(rate: TestRate): Jurisdiction {
  return {
    country: rate.country,
    display_name: rate.jurisdiction,
    level: rate.state ? "state" : "country",
    state: rate.state,
  };
}

function breakdown(
  rate: TestRate | null,
  taxed: boolean,
  amount: number,
  tax: number,
  inclusive: boolean,
): LineBreakdown[] {
  if (!rate) return [];
  return [
    {
      amount: taxed ? tax : 0,
      jurisdiction: jurisdiction(rate),
      sourcing: "destination",
      tax_rate_details: taxed
        ? { display_name: rate.displayName, percentage_decimal: percentText(rate), tax_type: rate.taxType }
        : null,
      taxability_reason: taxed ? "standard_rated" : "product_exempt",
      taxable_amount: taxed ? amount - (inclusive ? tax : 0) : 0,
    },
  ];
}

function address(form: FormObject | undefined): Address | null {
  if (!form) return null;
  const field = (name: string) => text(form, name) ?? null;
  return {
    city: field("city"),
    country: field("country")?.toUpperCase() ?? null,
    line1: field("line1"),
    line2: field("line2"),
    postal_code: field("postal_code"),
    state: field("state")?.toUpperCase() ?? null,
  };
}

/** Newest first, as Stripe lists. */
const newestFirst = <T>(values: Iterable<T>) => [...values].reverse();

export class TaxStore {
  private readonly calculations = new Map<string, Calculation>();
  private readonly transactions = new Map<string, Transaction>();
  private readonly references = new Set<string>();

  /** POST /v1/tax/calculations */
  calculate(form: FormObject): Calculation {
    const currency = text(form, "currency");
    if (!currency) throw invalidRequest("Missing required param: currency.", "currency", "parameter_missing");
    const lines = items(form.line_items);
    if (lines.length === 0) {
      throw invalidRequest("Missing required param: line_items.", "line_items", "parameter_missing");
    }
    const details = object(form, "customer_details");
    const where = address(object(form, "customer_details", "address"));
    if (!where?.country) {
      throw invalidRequest(
        "We could not determine the customer's tax location based on the provided customer address.",
        "customer_details[address]",
        "customer_tax_location_invalid",
      );
    }
    const rate = testRateFor(where.country, where.state ?? undefined);
    const id = newId("taxcalc");
    let exclusiveTax = 0;
    let inclusiveTax = 0;
    let taxable = 0;
    let total = 0;
    const lineItems: CalculationLineItem[] = lines.map((line, index) => {
      const amount = integer(line, "amount", `line_items[${index}][amount]`);
      const reference = text(line, "reference");
      if (!reference) {
        throw invalidRequest("Missing required param: line_items[reference].", `line_items[${index}][reference]`);
      }
      const lineBehavior = behavior(line, `line_items[${index}][tax_behavior]`);
      const inclusive = lineBehavior === "inclusive";
      const tax = taxOf(amount, rate, inclusive);
      if (inclusive) inclusiveTax += tax;
      else exclusiveTax += tax;
      taxable += amount - (inclusive ? tax : 0);
      total += amount + (inclusive ? 0 : tax);
      return {
        id: newId("tax_li"),
        object: "tax.calculation_line_item",
        amount,
        amount_tax: tax,
        livemode: false,
        metadata: line.metadata ? metadata(line) : null,
        performance_location: null,
        product: null,
        quantity:
          text(line, "quantity") === undefined ? 1 : integer(line, "quantity", `line_items[${index}][quantity]`),
        reference,
        tax_behavior: lineBehavior,
        tax_breakdown: breakdown(rate, true, amount, tax, inclusive),
        tax_code: text(line, "tax_code") ?? GENERAL_TAX_CODE,
      };
    });
    const shippingForm = object(form, "shipping_cost");
    let shipping: ShippingCost | null = null;
    if (shippingForm) {
      const amount = integer(shippingForm, "amount", "shipping_cost[amount]");
      const shippingBehavior = behavior(shippingForm, "shipping_cost[tax_behavior]");
      const inclusive = shippingBehavior === "inclusive";
      const taxed = rate?.shipping === true;
      const tax = taxed ? taxOf(amount, rate, inclusive) : 0;
      if (inclusive) inclusiveTax += tax;
      else exclusiveTax += tax;
      if (taxed) taxable += amount - (inclusive ? tax : 0);
      total += amount + (inclusive ? 0 : tax);
      shipping = {
        amount,
        amount_tax: tax,
        tax_behavior: shippingBehavior,
        tax_breakdown: breakdown(rate, taxed, amount, tax, inclusive),
        tax_code: text(shippingForm, "tax_code") ?? SHIPPING_TAX_CODE,
      };
    }
    const now = unixTime();
    const calculation: Calculation = {
      id,
      object: "tax.calculation",
      amount_total: total,
      currency: currency.toLowerCase(),
      customer: null,
      customer_details: {
        address: where,
        address_source: text(details, "address_source") ?? null,
        ip_address: null,
        tax_ids: [],
        taxability_override: "none",
      },
      expires_at: now + CALCULATION_DAYS * 86_400,
      line_items: list(lineItems, `/v1/tax/calculations/${id}/line_items`),
      livemode: false,
      ship_from_details: null,
      shipping_cost: shipping,
      tax_amount_exclusive: exclusiveTax,
      tax_amount_inclusive: inclusiveTax,
      tax_breakdown: [
        {
          amount: exclusiveTax + inclusiveTax,
          inclusive: inclusiveTax > 0,
          tax_rate_details: {
            country: where.country,
            flat_amount: null,
            percentage_decimal: rate ? percentText(rate) : "0.0",
            rate_type: "percentage",
            state: rate?.state ?? where.state,
            tax_type: rate?.taxType ?? null,
          },
          taxability_reason: rate ? "standard_rated" : "not_collecting",
          taxable_amount: rate ? taxable : 0,
        },
      ],
      tax_date: now,
    };
    this.calculations.set(id, calculation);
    return calculation;
  }

  retrieveCalculation(id: string): Calculation {
    const calculation = this.calculations.get(id);
    if (!calculation) throw missing("tax.calculation", id);
    return calculation;
  }

  calculationLines(id: string, form: FormObject): List<CalculationLineItem> {
    const calculation = this.retrieveCalculation(id);
    return page(calculation.line_items.data, form, calculation.line_items.url);
  }

  retrieveTransaction(id: string): Transaction {
    const transaction = this.transactions.get(id);
    if (!transaction) throw missing("tax.transaction", id);
    return transaction;
  }

  transactionLines(id: string, form: FormObject): List<TransactionLineItem> {
    const transaction = this.retrieveTransaction(id);
    return page(transaction.line_items.data, form, transaction.line_items.url);
  }

  /** Every transaction and reversal since start, newest first (the test hook GET /_tax/transactions). */
  all(): List<Transaction> {
    return list(newestFirst(this.transactions.values()), "/_tax/transactions");
  }

  private reference(form: FormObject): string {
    const reference = text(form, "reference");
    if (!reference) throw invalidRequest("Missing required param: reference.", "reference", "parameter_missing");
    if (this.references.has(reference)) {
      throw invalidRequest(
        `A transaction with reference '${reference}' already exists.`,
        "reference",
        "tax_transaction_reference_already_exists",
      );
    }
    return reference;
  }

  private store(
    transaction: Omit<Transaction, "line_items">,
    lines: Array<Omit<TransactionLineItem, "id">>,
  ): Transaction {
    const stored: Transaction = {
      ...transaction,
      line_items: list(
        lines.map((line) => ({ id: newId("tax_li"), ...line })),
        `/v1/tax/transactions/${transaction.id}/line_items`,
      ),
    };
    this.references.add(stored.reference);
    this.transactions.set(stored.id, stored);
    return stored;
  }

  /** POST /v1/tax/transactions/create_from_calculation */
  createFromCalculation(form: FormObject): Transaction {
    const calculationId = text(form, "calculation");
    if (!calculationId) {
      throw invalidRequest("Missing required param: calculation.", "calculation", "parameter_missing");
    }
    const calculation = this.calculations.get(calculationId);
    if (!calculation) throw missing("tax.calculation", calculationId, "calculation");
    if (calculation.expires_at < unixTime()) {
      throw invalidRequest(`Calculation ${calculationId} has expired.`, "calculation", "tax_calculation_expired");
    }
    const reference = this.reference(form);
    const now = unixTime();
    const shipping = calculation.shipping_cost;
    return this.store(
      {
        id: newId("tax"),
        object: "tax.transaction",
        created: now,
        currency: calculation.currency,
        customer: null,
        customer_details: calculation.customer_details,
        livemode: false,
        metadata: metadata(form),
        posted_at: now,
        reference,
        reversal: null,
        ship_from_details: null,
        shipping_cost: shipping && {
          amount: shipping.amount,
          amount_tax: shipping.amount_tax,
          tax_behavior: shipping.tax_behavior,
          tax_code: shipping.tax_code,
        },
        tax_date: calculation.tax_date,
        type: "transaction",
      },
      calculation.line_items.data.map((line) => ({
        object: "tax.transaction_line_item",
        amount: line.amount,
        amount_tax: line.amount_tax,
        livemode: false,
        metadata: line.metadata,
        product: null,
        quantity: line.quantity,
        reference: line.reference,
        reversal: null,
        tax_behavior: line.tax_behavior,
        tax_code: line.tax_code,
        type: "transaction",
      })),
    );
  }

  /** What is left to reverse of each line of a transaction, and of its shipping (both positive). */
  private leftOf(original: Transaction) {
    const reversals = [...this.transactions.values()].filter(
      (other) => other.reversal?.original_transaction === original.id,
    );
    const lines = new Map(
      original.line_items.data.map((line) => [line.id, { amount: line.amount, tax: line.amount_tax }]),
    );
    const shipping = { amount: original.shipping_cost?.amount ?? 0, tax: original.shipping_cost?.amount_tax ?? 0 };
    for (const reversal of reversals) {
      for (const line of reversal.line_items.data) {
        const left = lines.get(line.reversal!.original_line_item)!;
        left.amount += line.amount;
        left.tax += line.amount_tax;
      }
      shipping.amount += reversal.shipping_cost?.amount ?? 0;
      shipping.tax += reversal.shipping_cost?.amount_tax ?? 0;
    }
    return { lines, shipping, reversed: reversals.length > 0 };
  }

  /** POST /v1/tax/transactions/create_reversal: mode full, or partial with line_items or flat_amount. */
  createReversal(form: FormObject): Transaction {
    const mode = text(form, "mode");
    if (mode !== "full" && mode !== "partial") {
      throw invalidRequest("Invalid mode: must be one of full, partial", "mode", "parameter_invalid_string");
    }
    const originalId = text(form, "original_transaction");
    if (!originalId) {
      throw invalidRequest(
        "Missing required param: original_transaction.",
        "original_transaction",
        "parameter_missing",
      );
    }
    const original = this.transactions.get(originalId);
    if (!original || original.type !== "transaction")
      throw missing("tax.transaction", originalId, "original_transaction");
    const reference = this.reference(form);
    const left = this.leftOf(original);
    const byId = new Map(original.line_items.data.map((line) => [line.id, line]));
    type Part = { line: TransactionLineItem; amount: number; tax: number; quantity: number };
    let parts: Part[];
    let shipping = { amount: 0, tax: 0 };

    if (mode === "full") {
      if (left.reversed) {
        throw invalidRequest(
          "A full reversal is not possible once the transaction has been partially reversed.",
          "mode",
        );
      }
      parts = original.line_items.data.map((line) => ({
        line,
        amount: -line.amount,
        tax: -line.amount_tax,
        quantity: line.quantity,
      }));
      shipping = { amount: -left.shipping.amount, tax: -left.shipping.tax };
    } else if (text(form, "flat_amount") !== undefined) {
      const flat = integer(form, "flat_amount", "flat_amount", { negative: true });
      parts = this.spreadFlat(original, left, -flat);
    } else {
      const lines = items(form.line_items);
      const shippingForm = object(form, "shipping_cost");
      if (lines.length === 0 && !shippingForm) {
        throw invalidRequest("A partial reversal needs line_items, shipping_cost or flat_amount.", "line_items");
      }
      parts = lines.map((line, index) => {
        const param = (field: string) => `line_items[${index}][${field}]`;
        const id = text(line, "original_line_item") ?? "";
        const found = byId.get(id);
        if (!found) throw missing("tax.transaction_line_item", id, param("original_line_item"));
        const amount = integer(line, "amount", param("amount"), { negative: true });
        const tax = integer(line, "amount_tax", param("amount_tax"), { negative: true });
        const remaining = left.lines.get(id)!;
        if (-amount > remaining.amount || -tax > remaining.tax) {
          throw invalidRequest(
            `The reversal of line item ${id} exceeds what is left of it (${remaining.amount}, tax ${remaining.tax}).`,
            param("amount"),
          );
        }
        const quantity = text(line, "quantity") === undefined ? found.quantity : Number(text(line, "quantity"));
        return { line: found, amount, tax, quantity };
      });
      if (shippingForm) {
        shipping = {
          amount: integer(shippingForm, "amount", "shipping_cost[amount]", { negative: true }),
          tax: integer(shippingForm, "amount_tax", "shipping_cost[amount_tax]", { negative: true }),
        };
      }
    }
    const now = unixTime();
    return this.store(
      {
        id: newId("tax"),
        object: "tax.transaction",
        created: now,
        currency: original.currency,
        customer: null,
        customer_details: original.customer_details,
        livemode: false,
        metadata: metadata(form),
        posted_at: now,
        reference,
        reversal: { original_transaction: original.id },
        ship_from_details: null,
        shipping_cost:
          original.shipping_cost && (shipping.amount !== 0 || shipping.tax !== 0)
            ? { ...original.shipping_cost, amount: shipping.amount, amount_tax: shipping.tax }
            : null,
        tax_date: original.tax_date,
        type: "reversal",
      },
      parts.map(({ line, amount, tax, quantity }) => ({
        object: "tax.transaction_line_item",
        amount,
        amount_tax: tax,
        livemode: false,
        metadata: line.metadata,
        product: null,
        quantity,
        reference: line.reference,
        reversal: { original_line_item: line.id },
        tax_behavior: line.tax_behavior,
        tax_code: line.tax_code,
        type: "reversal",
      })),
    );
  }

  /**
   * A flat amount (tax included) spread over what is left of the lines in proportion to it, each
   * line's part split into amount and tax in the line's own proportion, rounded half up; the last
   * line takes what is left so the parts add up to the flat amount.
   */
  private spreadFlat(original: Transaction, left: ReturnType<TaxStore["leftOf"]>, flat: number) {
    const lines = original.line_items.data;
    const gross = (line: TransactionLineItem) => {
      const { amount, tax } = left.lines.get(line.id)!;
      return line.tax_behavior === "inclusive" ? amount : amount + tax;
    };
    const total = lines.reduce((sum, line) => sum + gross(line), 0);
    if (flat > total)
      throw invalidRequest(`flat_amount exceeds what is left of the transaction (${total}).`, "flat_amount");
    let given = 0;
    return lines.map((line, index) => {
      const share = index === lines.length - 1 ? flat - given : Math.round((flat * gross(line)) / (total || 1));
      given += share;
      const { tax } = left.lines.get(line.id)!;
      const lineTax = gross(line) === 0 ? 0 : Math.round((share * tax) / gross(line));
      const amount = line.tax_behavior === "inclusive" ? share : share - lineTax;
      return { line, amount: -amount, tax: -lineTax, quantity: line.quantity };
    });
  }
}
