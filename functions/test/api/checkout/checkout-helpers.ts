import type { CheckoutResult, DiscountCode, Quote, ShippingRate } from "@hometools/contract";
import { tag, uniqueEmail, usAddress } from "../../../../testkit/shop-client";
import { admin, call, type TestUser } from "../helpers";

export { tag, uniqueEmail, usAddress };

export const phone = "+1 555 0100";

/** POST /cart/quote (public). */
export const quoteOf = (body: object) => call<Quote>("POST", "/cart/quote", { body });

/** POST /checkout as a guest (no token) or as `user`; `extra` overrides any field. */
export function checkoutAs(
  who: TestUser | { guest: string },
  lines: Array<{ productId: string; quantity: number }>,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const token = "guest" in who ? undefined : who.idToken;
  const email = "guest" in who ? who.guest : undefined;
  return call<CheckoutResult>("POST", "/checkout", {
    token,
    headers,
    body: { lines, email, shippingAddress: usAddress, number: phone, shippingRateId: "standard", ...extra },
  });
}

/** A fresh guest's email. */
export const guest = () => ({ guest: uniqueEmail("guest") });

/** A new discount code (admin), unique per call: `FIELDS-<tag>`. */
export async function newCode(fields: Record<string, unknown> = {}): Promise<DiscountCode> {
  const { idToken } = await admin();
  const code = `T-${tag(8).toUpperCase()}`;
  const result = await call<DiscountCode>("POST", "/discount-codes", {
    token: idToken,
    body: { code, kind: "percent", value: 10, ...fields },
  });
  if (result.status !== 201) throw new Error(`could not create a code: ${result.status} ${result.text}`);
  return result.body;
}

export async function newRate(fields: Record<string, unknown>): Promise<ShippingRate> {
  const { idToken } = await admin();
  const result = await call<ShippingRate>("POST", "/shipping-rates", { token: idToken, body: fields });
  if (result.status !== 201) throw new Error(`could not create a rate: ${result.status} ${result.text}`);
  return result.body;
}

export async function patchRate(id: string, body: object) {
  const { idToken } = await admin();
  return call<ShippingRate>("PATCH", `/shipping-rates/${id}`, { token: idToken, body });
}

export async function redemptionsOf(code: string): Promise<number> {
  const { idToken } = await admin();
  const codes = (await call<DiscountCode[]>("GET", "/discount-codes", { token: idToken })).body;
  return codes.find((found) => found.code === code)?.redemptions ?? -1;
}
