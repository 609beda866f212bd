import type { ShippingRate } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import { admin, buyer, call, errorOf, newProduct } from "../helpers";
import { newRate, patchRate, quoteOf } from "./checkout-helpers";
import { activity } from "../team/team-helpers";

const publicRates = async () => (await call<ShippingRate[]>("GET", "/shipping-rates")).body;

describe("shipping rates", () => {
  test("when anyone asks for the rates, then the seeded Standard, Express and International are there, active", async () => {
    const result = await call<ShippingRate[]>("GET", "/shipping-rates");
    expect(result.status).toBe(200);
    const byId = Object.fromEntries(result.body.map((rate) => [rate._id, rate]));
    expect(byId.standard).toEqual({
      _id: "standard",
      label: "Standard",
      amount: 5.99,
      freeOver: 75,
      countries: ["US"],
      active: true,
    });
    expect(byId.express).toMatchObject({ label: "Express", amount: 14.99, freeOver: null, countries: ["US"] });
    expect(byId.international).toMatchObject({ label: "International", amount: 24.99, countries: ["*"] });
    expect(result.body.every((rate) => rate.active)).toBe(true);
  });

  test("when an admin adds a rate for a country, then it serves that country and International no longer does; deactivated, it is gone", async () => {
    // A remote territory (one per run, so a run that stopped half-way leaves the next one alone).
    const country = ["AQ", "BV", "HM", "TF", "GS", "PN", "NF", "CC", "CX"][Math.floor(Math.random() * 9)]!;
    const before = await quoteOf({ lines: [], country });
    expect(before.body.shippingRates.map((rate) => rate._id)).toEqual(["international"]);

    const polar = await newRate({ label: "Polar", amount: 99.5, countries: [country.toLowerCase()] });
    expect(polar).toMatchObject({ label: "Polar", amount: 99.5, freeOver: null, countries: [country], active: true });
    const during = await quoteOf({ lines: [], country });
    expect(during.body.shippingRates).toEqual([{ _id: polar._id, label: "Polar", amount: 99.5 }]);

    const off = await patchRate(polar._id, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await publicRates()).some((rate) => rate._id === polar._id)).toBe(false);
    const { idToken } = await admin();
    const all = await call<ShippingRate[]>("GET", "/shipping-rates?all=true", { token: idToken });
    expect(all.body.find((rate) => rate._id === polar._id)?.active).toBe(false);
    expect((await quoteOf({ lines: [], country })).body.shippingRates.map((rate) => rate._id)).toEqual([
      "international",
    ]);
  });

  test("when a rate has freeOver, then a subtotal at or above it ships free and one below pays the amount", async () => {
    const product = await newProduct({ price: 37.5, minimumOrder: 1, available: 10 });
    const below = await quoteOf({
      lines: [{ productId: product._id, quantity: 1 }],
      country: "US",
      shippingRateId: "standard",
    });
    expect(below.body).toMatchObject({ subtotal: 37.5, shipping: 5.99, totalPrice: 43.49 });
    const at = await quoteOf({
      lines: [{ productId: product._id, quantity: 2 }],
      country: "US",
      shippingRateId: "standard",
    });
    expect(at.body).toMatchObject({ subtotal: 75, shipping: 0, totalPrice: 75 });
    expect(at.body.shippingRates).toEqual(
      expect.arrayContaining([
        { _id: "standard", label: "Standard", amount: 0 },
        { _id: "express", label: "Express", amount: 14.99 },
      ]),
    );
  });

  test("when the owner saves a rate with the values it has, then it answers the rate as it was and logs nothing; a new amount is logged", async () => {
    const rate = await newRate({ label: "Same", amount: 7.5, countries: ["IS"] });
    const same = await patchRate(rate._id, { label: "Same", amount: 7.5, countries: ["IS"], active: true });
    expect(same.status).toBe(200);
    expect(same.body).toEqual(rate);
    expect(await activity(`action=shipping-rate.update&targetId=${rate._id}`)).toEqual([]);
    expect((await patchRate(rate._id, { amount: 8 })).body.amount).toBe(8);
    const [entry, ...more] = await activity(`action=shipping-rate.update&targetId=${rate._id}`);
    expect(more).toEqual([]);
    expect(entry!.changes).toEqual({ amount: [7.5, 8] });
    await patchRate(rate._id, { active: false });
  });

  test("when a shopper or nobody writes rates, or an admin sends a bad one, then 403, 401 and 400 under the field", async () => {
    const { idToken: shopper } = await buyer();
    const body = { label: "Nope", amount: 1, countries: ["US"] };
    expect((await call("POST", "/shipping-rates", { body })).status).toBe(401);
    expect((await call("POST", "/shipping-rates", { token: shopper, body })).status).toBe(403);
    expect((await call("PATCH", "/shipping-rates/standard", { token: shopper, body: { active: false } })).status).toBe(
      403,
    );
    expect((await call("GET", "/shipping-rates?all=true", { token: shopper })).status).toBe(403);
    const { idToken } = await admin();
    const bad = await call("POST", "/shipping-rates", {
      token: idToken,
      body: { label: "", amount: -1, countries: ["XX"], freeOver: 1.234 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {})).toEqual(
      expect.arrayContaining(["label", "amount", "countries.0", "freeOver"]),
    );
    const star = await call("POST", "/shipping-rates", {
      token: idToken,
      body: { label: "Mixed", amount: 1, countries: ["*", "US"] },
    });
    expect(errorOf(star).fields).toHaveProperty("countries");
    const missing = await call("PATCH", "/shipping-rates/no-such-rate", { token: idToken, body: { active: false } });
    expect(missing.status).toBe(404);
    const empty = await call("PATCH", "/shipping-rates/standard", { token: idToken, body: {} });
    expect(empty.status).toBe(400);
  });
});
