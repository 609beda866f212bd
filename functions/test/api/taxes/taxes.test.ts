import type { TaxRate, TaxSettings } from "@hometools/contract";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { admin, buyer, call, errorOf } from "../helpers";
import { tag } from "../checkout/checkout-helpers";

const asAdmin = async () => (await admin()).idToken;

/** A region of its own per run (a run that stopped half-way leaves its rates to the next one). */
const freshRegion = () =>
  `Q${tag(2)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "Z")}`;

async function addRate(body: object) {
  return call<TaxRate>("POST", "/tax-rates", { token: await asAdmin(), body });
}

describe("tax settings", () => {
  const seeded: TaxSettings = { pricesIncludeTax: false, shopAddress: { country: "US", region: "NY" } };
  // The seed's settings, whatever a test before changed (the fuzz test may have put random ones).
  beforeAll(async () => {
    await call("PUT", "/tax-settings", { token: await asAdmin(), body: seeded });
  });
  afterAll(async () => {
    await call("PUT", "/tax-settings", { token: await asAdmin(), body: seeded });
  });

  test("when an admin reads the settings, then the seed's: prices without tax, the shop in New York", async () => {
    const result = await call<TaxSettings>("GET", "/tax-settings", { token: await asAdmin() });
    expect(result.status).toBe(200);
    expect(result.body).toEqual(seeded);
  });

  test("when the owner puts one field, then it changes and the other stays", async () => {
    const token = await asAdmin();
    const inclusive = await call<TaxSettings>("PUT", "/tax-settings", { token, body: { pricesIncludeTax: true } });
    expect(inclusive.status).toBe(200);
    expect(inclusive.body).toEqual({ ...seeded, pricesIncludeTax: true });
    const moved = await call<TaxSettings>("PUT", "/tax-settings", {
      token,
      body: { shopAddress: { country: "de", region: "by" } },
    });
    expect(moved.body).toEqual({ pricesIncludeTax: true, shopAddress: { country: "DE", region: "BY" } });
    const whole = await call<TaxSettings>("PUT", "/tax-settings", { token, body: { shopAddress: { country: "GB" } } });
    expect(whole.body.shopAddress).toEqual({ country: "GB", region: null });
    expect((await call<TaxSettings>("GET", "/tax-settings", { token })).body).toEqual(whole.body);
  });

  test("when nobody or a shopper reads or puts the settings, then 401 and 403", async () => {
    const shopper = (await buyer()).idToken;
    expect((await call("GET", "/tax-settings")).status).toBe(401);
    expect((await call("PUT", "/tax-settings", { body: { pricesIncludeTax: true } })).status).toBe(401);
    expect((await call("GET", "/tax-settings", { token: shopper })).status).toBe(403);
    expect((await call("PUT", "/tax-settings", { token: shopper, body: { pricesIncludeTax: true } })).status).toBe(403);
  });

  test("when the settings sent are bad, then 400 under pricesIncludeTax, shopAddress.country and shopAddress.region", async () => {
    const token = await asAdmin();
    const bad = await call("PUT", "/tax-settings", {
      token,
      body: { pricesIncludeTax: "yes", shopAddress: { country: "XX", region: "New York" } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {}).sort()).toEqual([
      "pricesIncludeTax",
      "shopAddress.country",
      "shopAddress.region",
    ]);
    const state = await call("PUT", "/tax-settings", { token, body: { shopAddress: { country: "US", region: "ZZ" } } });
    expect(Object.keys(errorOf(state).fields ?? {})).toEqual(["shopAddress.region"]);
    expect((await call("PUT", "/tax-settings", { token, body: {} })).status).toBe(400);
  });
});

describe("tax rates", () => {
  test("when an admin lists the rates, then the seed's four are there", async () => {
    const result = await call<TaxRate[]>("GET", "/tax-rates", { token: await asAdmin() });
    expect(result.status).toBe(200);
    const byId = Object.fromEntries(result.body.map((rate) => [rate._id, rate]));
    expect(byId["us-ny"]).toEqual({
      _id: "us-ny",
      label: "New York sales tax",
      country: "US",
      region: "NY",
      rate: 8.875,
      shipping: true,
      active: true,
    });
    expect(byId["us-ca"]).toMatchObject({ label: "California sales tax", region: "CA", rate: 7.25, shipping: false });
    expect(byId.de).toMatchObject({ label: "Germany VAT", country: "DE", region: null, rate: 19, shipping: true });
    expect(byId.gb).toMatchObject({ label: "UK VAT", country: "GB", region: null, rate: 20, shipping: true });
  });

  test("when the owner adds a rate without shipping or active, then 201 with shipping false and active true; without a region, region null", async () => {
    const region = freshRegion();
    const created = await addRate({ label: " Quebec-ish ", country: "ca", region: region.toLowerCase(), rate: 9.975 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      _id: expect.any(String),
      label: "Quebec-ish",
      country: "CA",
      region,
      rate: 9.975,
      shipping: false,
      active: true,
    });
    const listed = await call<TaxRate[]>("GET", "/tax-rates", { token: await asAdmin() });
    expect(listed.body).toContainEqual(created.body);
    await call("PATCH", `/tax-rates/${created.body._id}`, { token: await asAdmin(), body: { active: false } });
    // Retired from the start, so it never taxes anyone's quote.
    const country = await addRate({ label: "Antarctica", country: "AQ", rate: 1, active: false });
    expect(country.status).toBe(201);
    expect(country.body).toMatchObject({ country: "AQ", region: null, shipping: false, active: false });
  });

  test("when a second active rate names the same country and region, then 409 rate-exists until the first is retired", async () => {
    const token = await asAdmin();
    const region = freshRegion();
    const first = await addRate({ label: "First", country: "FR", region, rate: 5 });
    expect(first.status).toBe(201);
    const second = await addRate({ label: "Second", country: "FR", region, rate: 6 });
    expect(second.status).toBe(409);
    expect(errorOf(second).code).toBe("rate-exists");
    // An inactive one may sit beside it, and the whole country is another place.
    const parked = await addRate({ label: "Parked", country: "FR", region, rate: 6, active: false });
    expect(parked.status).toBe(201);
    expect((await call("PATCH", `/tax-rates/${parked.body._id}`, { token, body: { active: true } })).status).toBe(409);

    const retired = await call<TaxRate>("PATCH", `/tax-rates/${first.body._id}`, { token, body: { active: false } });
    expect(retired.status).toBe(200);
    expect(retired.body).toMatchObject({ _id: first.body._id, label: "First", active: false, rate: 5 });
    const now = await call<TaxRate>("PATCH", `/tax-rates/${parked.body._id}`, {
      token,
      body: { active: true, rate: 6.5, shipping: true },
    });
    expect(now.status).toBe(200);
    expect(now.body).toMatchObject({ label: "Parked", country: "FR", region, rate: 6.5, shipping: true, active: true });
    await call("PATCH", `/tax-rates/${parked.body._id}`, { token, body: { active: false } });
  });

  test("when two owners add the same place at once, then exactly one rate is created and the other is 409", async () => {
    const region = freshRegion();
    const results = await Promise.all(
      [1, 2, 3].map((n) => addRate({ label: `Race ${n}`, country: "IT", region, rate: n })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409]);
    const winner = results.find((result) => result.status === 201)!;
    await call("PATCH", `/tax-rates/${winner.body._id}`, { token: await asAdmin(), body: { active: false } });
  });

  test("when nobody or a shopper reads or writes rates, then 401 and 403; there is no DELETE", async () => {
    const shopper = (await buyer()).idToken;
    const body = { label: "Nope", country: "US", rate: 1 };
    expect((await call("GET", "/tax-rates")).status).toBe(401);
    expect((await call("POST", "/tax-rates", { body })).status).toBe(401);
    expect((await call("PATCH", "/tax-rates/us-ny", { body: { active: false } })).status).toBe(401);
    expect((await call("GET", "/tax-rates", { token: shopper })).status).toBe(403);
    expect((await call("POST", "/tax-rates", { token: shopper, body })).status).toBe(403);
    expect((await call("PATCH", "/tax-rates/us-ny", { token: shopper, body: { active: false } })).status).toBe(403);
    const deleted = await call("DELETE", "/tax-rates/us-ny", { token: await asAdmin() });
    expect(deleted.status).toBe(404);
  });

  test("when a rate sent is bad, then 400 under label, country, region and rate", async () => {
    const token = await asAdmin();
    const post = (body: object) => call("POST", "/tax-rates", { token, body });
    const fieldsOf = async (body: object) => {
      const result = await post(body);
      expect(result.status, result.text).toBe(400);
      return Object.keys(errorOf(result).fields ?? {}).sort();
    };
    expect(await fieldsOf({})).toEqual(["country", "label", "rate"]);
    expect(await fieldsOf({ label: "", country: "XX", region: "NEW-YORK", rate: 31 })).toEqual([
      "country",
      "label",
      "rate",
      "region",
    ]);
    expect(await fieldsOf({ label: "x".repeat(101), country: "US", rate: 1 })).toEqual(["label"]);
    expect(await fieldsOf({ label: "String", country: "US", rate: "8.875" })).toEqual(["rate"]);
    expect(await fieldsOf({ label: "Four decimals", country: "US", rate: 8.8755 })).toEqual(["rate"]);
    expect(await fieldsOf({ label: "Negative", country: "US", rate: -1 })).toEqual(["rate"]);
    expect(await fieldsOf({ label: "No such state", country: "US", region: "ZZ", rate: 1 })).toEqual(["region"]);
    expect(await fieldsOf({ label: "Flags", country: "US", rate: 1, shipping: "yes", active: 1 })).toEqual([
      "active",
      "shipping",
    ]);
    const patch = (id: string, body: object) => call("PATCH", `/tax-rates/${id}`, { token, body });
    expect(Object.keys(errorOf(await patch("us-ny", { rate: 30.5 })).fields ?? {})).toEqual(["rate"]);
    expect(Object.keys(errorOf(await patch("us-ny", { region: "ZZ" })).fields ?? {})).toEqual(["region"]);
    expect((await patch("us-ny", {})).status).toBe(400);
    expect((await patch("no-such-rate", { active: false })).status).toBe(404);
  });
});
