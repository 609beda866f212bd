import { afterEach, describe, expect, test } from "vitest";
import { taxProvider } from "../../../src/config";
import { taxLabel } from "../../../src/payments/stripe-tax";

const saved = process.env.TAX_PROVIDER;
afterEach(() => {
  if (saved === undefined) delete process.env.TAX_PROVIDER;
  else process.env.TAX_PROVIDER = saved;
});

describe("TAX_PROVIDER", () => {
  test("when it is unset or blank, then the owner's rates price tax", () => {
    delete process.env.TAX_PROVIDER;
    expect(taxProvider()).toBe("rates");
    process.env.TAX_PROVIDER = " ";
    expect(taxProvider()).toBe("rates");
  });

  test("when it names stripe or rates, then that engine prices tax", () => {
    process.env.TAX_PROVIDER = "stripe";
    expect(taxProvider()).toBe("stripe");
    process.env.TAX_PROVIDER = "rates";
    expect(taxProvider()).toBe("rates");
  });

  test("when it names anything else, then reading it throws, naming the value and the choices", () => {
    process.env.TAX_PROVIDER = "Stripe";
    expect(() => taxProvider()).toThrow('TAX_PROVIDER must be one of rates, stripe, got "Stripe"');
  });
});

describe("a Stripe Tax line's label", () => {
  test("when the breakdown names a state, then the label is the state and the tax type in words; else the country", () => {
    expect(taxLabel({ country: "US", state: "NY", tax_type: "sales_tax" })).toBe("NY sales tax");
    expect(taxLabel({ country: "DE", state: null, tax_type: "vat" })).toBe("DE VAT");
    expect(taxLabel({ country: "CA", state: "BC", tax_type: "retail_delivery_fee" })).toBe("BC retail delivery fee");
  });
});
