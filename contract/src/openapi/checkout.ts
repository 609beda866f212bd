import { z } from "../zod";
import { checkoutOrderInput, checkoutResult } from "../checkout/checkout";
import { discountCode, discountCodeInput, discountCodePatch } from "../checkout/discounts";
import { shippingRate, shippingRateInput, shippingRatePatch } from "../checkout/shipping";
import { pathId, type ApiRoute } from "./route";

/*
 * Checkout for everyone (docs/api.md, "Checkout for everyone"; docs/decisions/031): the checkout,
 * shipping rates and discount codes. Two groups, because the API's table (document.ts) lists the
 * taxes between them.
 */

/** The checkout and the shipping rates. */
export const checkoutRoutes: ApiRoute[] = [
  {
    method: "post",
    path: "/checkout",
    operationId: "checkout",
    access: "anyone",
    summary:
      "Place an order with a shipping address, rate and optional discount code; with a token the account's, without one a guest's (answers its orderKey)",
    body: checkoutOrderInput,
    success: { status: 201, schema: checkoutResult },
    errors: [
      { status: 401, codes: ["unauthenticated"] },
      { status: 409, codes: ["out-of-stock", "price-changed"] },
      { status: 429, codes: ["too-many-open-orders", "hold-limit"] },
      { status: 404, codes: ["not-found"] },
    ],
  },
  {
    method: "get",
    path: "/shipping-rates",
    operationId: "listShippingRates",
    access: "anyone",
    summary: "The active shipping rates (admins: ?all=true adds the inactive ones)",
    query: z.object({ all: z.enum(["true"]).optional() }),
    success: { status: 200, schema: z.array(shippingRate) },
    errors: [
      { status: 401, codes: ["unauthenticated"] },
      { status: 403, codes: ["forbidden"] },
    ],
  },
  {
    method: "post",
    path: "/shipping-rates",
    operationId: "addShippingRate",
    access: "owner",
    summary: "Add a shipping rate",
    body: shippingRateInput,
    success: { status: 201, schema: shippingRate },
    errors: [],
  },
  {
    method: "patch",
    path: "/shipping-rates/{id}",
    operationId: "editShippingRate",
    access: "owner",
    summary: "Change a shipping rate (label, amount, freeOver, countries, active)",
    body: shippingRatePatch,
    success: { status: 200, schema: shippingRate },
    errors: pathId,
  },
];

/** Discount codes (the owner's; the team reads them). */
export const discountCodeRoutes: ApiRoute[] = [
  {
    method: "post",
    path: "/discount-codes",
    operationId: "addDiscountCode",
    access: "owner",
    summary: "Add a discount code",
    body: discountCodeInput,
    success: { status: 201, schema: discountCode },
    errors: [{ status: 409, codes: ["conflict"] }],
  },
  {
    method: "get",
    path: "/discount-codes",
    operationId: "listDiscountCodes",
    access: "admin",
    summary: "Every discount code with its redemptions",
    success: { status: 200, schema: z.array(discountCode) },
    errors: [],
  },
  {
    method: "patch",
    path: "/discount-codes/{code}",
    operationId: "editDiscountCode",
    access: "owner",
    summary: "Change a discount code's active, endsAt or maxRedemptions",
    body: discountCodePatch,
    success: { status: 200, schema: discountCode },
    errors: pathId,
  },
];
