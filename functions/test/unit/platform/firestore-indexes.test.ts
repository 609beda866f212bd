import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { activityShape } from "../../../src/data/team/activity-repository";
import { categoryListShape } from "../../../src/data/catalogue/category-repository";
import { redemptionShapes } from "../../../src/data/checkout/discount-code-repository";
import { dueMailShape, mailOfOrderShape } from "../../../src/data/mail/mail-repository";
import { erasureShapes } from "../../../src/data/privacy/erasure-repository";
import { openRequestsShape } from "../../../src/data/privacy/privacy-repository";
import { orderShapes } from "../../../src/data/orders/order-queries";
import { keyOf } from "../../../src/domain/checkout/order-key";
import { refundShapes } from "../../../src/data/after-sale/refund-repository";
import { invoiceShapes } from "../../../src/data/invoices/invoice-repository";
import { returnShapes } from "../../../src/data/after-sale/return-repository";
import { lowestStockShape, photoUsersShape, productListShape } from "../../../src/data/catalogue/product-repository";
import type { QueryShape } from "../../../src/data/query-shape";
import { reviewListShape, reviewsByAuthorShape } from "../../../src/data/reviews/review-repository";
import { toolReviewListShape, toolReviewsByAuthorShape } from "../../../src/data/reviews/tool-review-repository";
import { stockMoveListShape } from "../../../src/data/catalogue/stock-move-repository";
import { dayPartsShape } from "../../../src/data/overview/stats-repository";
import { userListShape } from "../../../src/data/accounts/user-repository";
import { dayPartsShape } from "../../../src/data/overview/stats-repository";
import { restingCartsShape } from "../../../src/data/cart/cart-repository";
import { alertShapes } from "../../../src/data/marketing/stock-alert-repository";
import { reminderShapes } from "../../../src/data/marketing/cart-reminder-repository";
import { productSorts } from "@hometools/contract";
import { requiredIndex, serves, type CompositeIndex } from "./index-rules";
import { checkProductFilters, type ProductFilters } from "../../../src/domain/catalogue/product-filters";

const root = new URL("../../../../", import.meta.url);
const declared: CompositeIndex[] = JSON.parse(readFileSync(new URL("firestore.indexes.json", root), "utf8")).indexes;

/** Every query the repositories make, in each of its variants. */
const queries: Record<string, QueryShape> = {
  ...Object.fromEntries(everyProductQuery().map(([name, filters]) => [name, productListShape(filters)])),
  "categories in position order": categoryListShape(),
  reviews: reviewListShape(),
  "one author's latest reviews": reviewsByAuthorShape("uid-1"),
  "one tool's reviews": toolReviewListShape("claw-hammer"),
  "users by email": userListShape(""),
  "users by email prefix": userListShape("bu"),
  "live orders": orderShapes.live(),
  "one user's live orders": orderShapes.liveOf("uid-1"),
  "one user's pending orders": orderShapes.pendingOf("uid-1"),
  "ended holds": orderShapes.endedHolds(new Date()),
  "customers' code uses": redemptionShapes.customerUses(),
  "order by PaymentIntent": orderShapes.byPaymentIntent("pi_1"),
  "every order of one user": orderShapes.allOf("uid-1"),
  "one user's orders placed since a day ago": orderShapes.placedSince("uid-1", new Date()),
  "pending orders": orderShapes.pending(),
  "disputed orders": orderShapes.disputed(),
  "every return": returnShapes.all(),
  "returns of one status": returnShapes.withStatus("requested"),
  "returns of one order": returnShapes.ofOrder("order-1"),
  "refunds made between two days": refundShapes.madeBetween(new Date(0), new Date()),
  "invoices issued between two days": invoiceShapes.invoicesIssuedBetween(new Date(0), new Date()),
  "credit notes issued between two days": invoiceShapes.creditNotesIssuedBetween(new Date(0), new Date()),
  "guest orders of one client address that hold stock": orderShapes.pendingOfClient("client-1"),
  "unclaimed guest orders of one email": orderShapes.unclaimedOfEmail("guest@example.com"),
  "one discount code's uses": redemptionShapes.usesOf("WELCOME10"),
  "orders placed between two days": orderShapes.placedBetween(new Date(0), new Date()),
  "orders paid between two days": orderShapes.paidBetween(new Date(0), new Date()),
  "products lowest in stock first": lowestStockShape(),
  "the products that show one photo": photoUsersShape("0123456789abcdef0123456789abcdef"),
  "one product's stock moves": stockMoveListShape(),
  "the day parts of a period": dayPartsShape("2026-11-01", "2026-11-29"),
  "mail due to be sent": dueMailShape(new Date()),
  "the mails about one order": mailOfOrderShape("order-1"),
  "one author's tool reviews": toolReviewsByAuthorShape("uid-1"),
  "open privacy requests": openRequestsShape(),
  "an erased customer's returns": erasureShapes.returnsOf("uid-1"),
  "an erased order's returns": erasureShapes.returnsOfOrder("order-1"),
  "an erased order's refund rows": erasureShapes.refundsOfOrder("order-1"),
  "an erased order's mail": erasureShapes.mailOfOrder("order-1"),
  "mail to an erased address": erasureShapes.mailTo("a@example.com"),
  "an erased account's shop reviews": erasureShapes.shopReviewsOf("uid-1"),
  "an erased account's tool reviews": erasureShapes.toolReviewsOf("uid-1"),
  "an erased account's write counters": erasureShapes.rateLimitsOf("uid-1"),
  "the parts of a range of days": dayPartsShape("2026-11-01", "2026-11-29"),
  "a variant's active alerts": alertShapes.activeOf("claw-hammer", "default"),
  "every active alert": alertShapes.active(),
  "an address's alerts": alertShapes.ofEmail("a@example.com"),
  "carts reminded first between two moments": reminderShapes.firstSentBetween(new Date(0), new Date()),
  "an account's cart reminders": reminderShapes.ofUid("uid-1"),
  "carts resting in the reminders' window": restingCartsShape(new Date(0), new Date()),
  "the activity log": activityShape({}),
  "the activity log between two days": activityShape({}, new Date(0), new Date()),
  "the activity log of one filter": activityShape({ actor: "uid-1" }),
  "the activity log of every filter, between two days": activityShape(
    { actor: "uid-1", action: "order.ship", kind: "order", targetId: "order-1" },
    new Date(0),
    new Date(),
  ),
};

/**
 * Every GET /products query the code can build: each sort with every mix of category, inStock, q
 * and price bounds that domain/catalogue/product-filters.ts lets through (the rest is a 400, never a query).
 */
function everyProductQuery(): Array<[string, ProductFilters]> {
  const all: Array<[string, ProductFilters]> = [];
  const bounds = [
    [null, null],
    [500, null],
    [null, 10_000],
    [500, 10_000],
  ] as const;
  for (const sort of productSorts)
    for (const category of [null, "power-tools"])
      for (const inStock of [false, true])
        for (const q of ["", "Ham"])
          for (const [minPriceCents, maxPriceCents] of bounds) {
            const filters: ProductFilters = { sort, q, category, inStock, minPriceCents, maxPriceCents };
            try {
              checkProductFilters(filters);
            } catch {
              continue;
            }
            all.push([`products ${JSON.stringify(filters)}`, filters]);
          }
  return all;
}

const plain = (sort: ProductFilters["sort"], q = ""): ProductFilters => ({
  sort,
  q,
  category: null,
  inStock: false,
  minPriceCents: null,
  maxPriceCents: null,
});

const missing = (shape: QueryShape, indexes: CompositeIndex[]) => {
  const needed = requiredIndex(shape);
  return needed !== null && !indexes.some((index) => serves(index, needed));
};

describe("Firestore composite indexes", () => {
  test.each(Object.entries(queries))(
    "when the repositories query %s, then firestore.indexes.json declares the index it needs",
    (_, shape) => {
      expect(missing(shape, declared)).toBe(false);
    },
  );

  test("when a query orders beside a filter on another field and no index is declared, then the check fails", () => {
    const shape: QueryShape = {
      collection: "orders",
      filters: [{ field: "uid", op: "==", value: "u" }],
      orderBy: [{ field: "price", direction: "asc" }],
    };
    expect(missing(shape, declared)).toBe(true);
    expect(
      missing(
        productListShape(plain("price", "saw")),
        declared.filter((i) => i.collectionGroup !== "products"),
      ),
    ).toBe(true);
    // A descending order needs its own index; the ascending one does not serve it.
    const ascendingOnly = declared.filter(
      (i) => !i.fields.some((f) => f.fieldPath === "priceCents" && f.order === "DESCENDING"),
    );
    expect(missing(productListShape(plain("-price", "saw")), ascendingOnly)).toBe(true);
    // Ids ordered against the field's direction need the index to say so.
    expect(
      missing(
        {
          ...shape,
          filters: [],
          orderBy: [
            { field: "price", direction: "asc" },
            { field: "__name__", direction: "desc" },
          ],
        },
        [],
      ),
    ).toBe(true);
  });

  test("when a query needs only single-field indexes, then no composite is asked for", () => {
    expect(requiredIndex(productListShape(plain("newest")))).toBeNull();
    expect(requiredIndex(userListShape("bu"))).toBeNull();
    expect(requiredIndex(orderShapes.pendingOf("u"))).toBeNull();
  });

  test("when the repositories query, then they filter and order on top-level fields (the embedded fallback cannot filter a nested one)", () => {
    const nested = Object.entries(queries).flatMap(([name, shape]) =>
      [...shape.filters, ...shape.orderBy]
        .filter(({ field }) => field.includes("."))
        .map(({ field }) => `${name}: ${field}`),
    );
    expect(nested).toEqual([]);
    expect(orderShapes.unclaimedOfEmail("Guest@Example.com ").filters).toEqual([
      { field: "uid", op: "==", value: keyOf("guest", "guest@example.com") },
    ]);
  });

  test("when a file in functions/src queries Firestore, then it builds the query from a QueryShape", () => {
    const src = new URL("functions/src/", root);
    const files = readdirSync(src, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts"));
    const adHoc = files.filter(
      (file) =>
        !file.endsWith("query-shape.ts") && /\.(where|orderBy)\(/.test(readFileSync(new URL(file, src), "utf8")),
    );
    expect(adHoc).toEqual([]);
  });
});
