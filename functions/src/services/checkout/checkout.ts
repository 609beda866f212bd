import type { CheckoutResult, ShippingAddress } from "@hometools/contract";
import { guestRules } from "../../config";
import { addressLine } from "../../domain/checkout/address";
import { createRedemptions, type NewRedemption } from "../../data/checkout/discount-code-repository";
import { listPendingOrdersOfClient, toOrder } from "../../data/orders/order-repository";
import { findProducts } from "../../data/catalogue/product-repository";
import { runTransaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { holdProblem } from "../../domain/orders/hold-limit";
import { codeMessages } from "../../domain/checkout/discount";
import { keyOf, newOrderKey } from "../../domain/checkout/order-key";
import { OrderRefused } from "../../domain/orders/order-refusal";
import { Refused } from "../../domain/refused";
import { log } from "../../log";
import type { BudgetKey } from "../accounts/check-write-budget";
import { priceCheckout, readPricing } from "./price-checkout";
import type { TaxMemo } from "../taxes/tax-engine";
import { planRedemption } from "./redeem-code";
import { consentAtCheckout } from "../marketing/consent";
import { readOrderBasis, reserveOrder, type Buyer, type LineRequest } from "../orders/reserve-order";

export interface CheckoutRequest {
  lines: readonly LineRequest[];
  /** A guest's email (an account's order uses the account's). */
  email?: string;
  shippingAddress: ShippingAddress;
  number: string;
  shippingRateId: string;
  code?: string;
  totalPrice?: number;
  /** The checkout's "email me" checkbox (docs/decisions/048). */
  marketingConsent?: boolean;
}

type PlannedUse = Omit<NewRedemption, "orderId">;

/** Who checks out: an account (its verified token), or a guest seen from a client address. */
export type Shopper = { caller: Caller } | { guestEmail: string; clientAddress: string };

/**
 * POST /checkout: one order of the given lines, shipped to an address, with a shipping rate and an
 * optional discount code, in ONE unit: every line's stock (services/orders/reserve-order.ts, all or none),
 * the code's redemption (services/checkout/redeem-code.ts) and the order are written together or not at all.
 * The total is subtotal - discount + shipping, plus the tax at the address's rate unless prices
 * include it (docs/api.md, "Taxes"), decided here. A guest is held to the account rules by
 * email (a guest "account" per email) and, per product, by client address; its order gets a key,
 * answered once and stored as a hash (docs/decisions/031). Its write budgets (`budgetKeys`) are
 * counted in the same unit.
 */
export async function checkout(
  shopper: Shopper,
  request: CheckoutRequest,
  budgetKeys: readonly BudgetKey[],
): Promise<CheckoutResult> {
  const guest = "guestEmail" in shopper;
  const email = guest ? shopper.guestEmail.trim().toLowerCase() : shopper.caller.email;
  const buyer: Buyer = guest
    ? { uid: keyOf("guest", email), name: request.shippingAddress.name, email, emailVerified: false }
    : {
        uid: shopper.caller.uid,
        name: shopper.caller.name,
        email: shopper.caller.email,
        emailVerified: shopper.caller.emailVerified,
      };
  const key = guest ? newOrderKey() : null;
  const clientKey = guest ? keyOf("client", shopper.clientAddress) : null;
  const { shippingAddress: address } = request;
  // A unit that runs again asks an outside tax engine once (services/taxes/tax-engine.ts).
  const taxMemo: TaxMemo = new Map();

  const order = await runTransaction(async (tx) => {
    // One batch read: the products, the account's guard, a free order number, the write budgets'
    // counters, the code and the tax settings; the shipping rates and the tax rates are one query
    // each beside it.
    const [products, basis, reads] = await Promise.all([
      findProducts(
        request.lines.map((line) => line.productId),
        tx,
      ),
      readOrderBasis(buyer, budgetKeys, tx),
      readPricing(request, tx),
    ]);
    const options = {
      number: request.number,
      location: addressLine(address),
      totalPrice: request.totalPrice,
      products,
      basis,
    };
    const priced = await priceCheckout(
      {
        lines: request.lines,
        country: address.country,
        region: address.region,
        address: { line1: address.line1, line2: address.line2, city: address.city, postalCode: address.postalCode },
        shippingRateId: request.shippingRateId,
        code: request.code,
      },
      products,
      reads,
      taxMemo,
    );
    // A line that cannot be ordered is refused first, as POST /orders refuses it.
    if (priced.lines.some((line) => line.problem)) await reserveOrder(buyer, request.lines, options, tx);
    if (!priced.rate) throw new Refused({ kind: "no-shipping-to", country: address.country });

    let uses: PlannedUse[] = [];
    if (request.code) {
      if (priced.codeProblem || !priced.code) {
        throw new Refused({ kind: "code-refused", problem: priced.codeProblem ?? codeMessages.unknown });
      }
      const plan = await planRedemption(priced.code, { uid: guest ? null : buyer.uid, email }, tx);
      if (plan.problem !== null) throw new Refused({ kind: "code-refused", problem: plan.problem });
      uses = plan.redemptions;
    }
    if (clientKey) await checkClientHolds(clientKey, request.lines, products, tx);

    const redemptionIds = uses.map((use) => use.id);
    const placed = await reserveOrder(
      buyer,
      request.lines,
      {
        ...options,
        checkout: {
          priced: {
            lineDiscounts: priced.lines.map((line) => line.discountCents),
            taxes: priced.taxes,
            total: priced.total,
          },
          fields: {
            guest,
            shippingAddress: address,
            shipping: {
              rateId: priced.rate.rate._id,
              label: priced.rate.rate.label,
              amountCents: priced.total.shippingCents,
            },
            code: request.code && priced.total.discountCents > 0 ? priced.code!.code : null,
            checkout: {
              orderKeyHash: key?.hash ?? null,
              guestEmail: guest ? email : null,
              clientKey,
              redemptionIds,
              mailKeyHashes: [],
            },
          },
        },
      },
      tx,
    );
    await createRedemptions(
      uses.map((use) => ({ ...use, orderId: placed._id })),
      tx,
    );
    // The "email me" checkbox (docs/decisions/048): writes only, in the order's commit.
    if (request.marketingConsent) await consentAtCheckout(tx, guest ? null : buyer.uid, email, placed._id);
    return placed;
  });
  log.info("checked out", { orderId: order._id, guest, lines: order.lines.length, code: order.code });
  return { ...toOrder(order), ...(key && { orderKey: key.key }) };
}

/**
 * What guests of one client address may hold unpaid of each product (GUEST_HOLD_LIMIT_PER_CLIENT).
 * Every order of a product writes its stock, so two orders of it at once never both pass this count.
 */
async function checkClientHolds(
  clientKey: string,
  lines: readonly LineRequest[],
  products: ReadonlyArray<{ _id: string; name: string; minimumOrder: number } | null>,
  tx: Parameters<typeof listPendingOrdersOfClient>[1],
): Promise<void> {
  const now = new Date();
  // As for accounts, a hold that has ended counts until the sweep gives its stock back.
  const holding = (await listPendingOrdersOfClient(clientKey, tx)).filter((order) => !order.deletedAt);
  const rules = { maxPieces: guestRules().maxPiecesPerClient, maxLapses: Number.POSITIVE_INFINITY, windowHours: 24 };
  for (const [index, product] of products.entries()) {
    if (!product) continue;
    const problem = holdProblem(product, lines[index]!.quantity, holding, [], now, rules);
    if (problem?.kind === "pieces") {
      throw new OrderRefused({
        kind: "hold-pieces",
        index,
        productName: product.name,
        limit: problem.limit,
        held: problem.held,
      });
    }
  }
}
