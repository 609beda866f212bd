import { describe, expect, test } from "vitest";
import {
  createOrderInput,
  createProductInput,
  EMAIL_PATTERN,
  loginInput,
  purchaseFormInput,
  signupInput,
} from "../src";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((issue) => [issue.path.join("."), issue.message]));

describe("auth schemas", () => {
  test("when fields are empty or malformed, then the spec's messages come back verbatim", () => {
    expect(messages(loginInput.safeParse({ email: "", password: "" }))).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
    expect(messages(loginInput.safeParse({ email: "abc", password: "12345" }))).toEqual({
      email: "email is required",
      password: "must be 6 characters or longer",
    });
    expect(messages(signupInput.safeParse({ email: "a@b.co", password: "123456", name: " " }))).toEqual({
      name: "Name is required",
    });
  });

  test("when an address is one the spec's pattern accepts or a real one it refused, then it is accepted", () => {
    const spec = /^[a-z0-9]+@[a-z]+\.[a-z]{2,3}$/;
    for (const email of ["buyer@example.com", "abc123@mail.org", "x@y.io"]) {
      expect(spec.test(email)).toBe(true);
      expect(EMAIL_PATTERN.test(email)).toBe(true);
    }
    for (const email of ["jane.doe@mail.co.uk", "first+tools@sub.example.store", "a-b@my-host.travel"]) {
      expect(EMAIL_PATTERN.test(email)).toBe(true);
    }
    for (const email of ["abc", "a@b", "a@@b.com", "a b@c.com", "a@-b.com", "@example.com"]) {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    }
  });
});

describe("product and order schemas", () => {
  test("when a product is added, then the name rule, price and defaults apply and unknown fields drop", () => {
    const ok = createProductInput.parse({ name: " Saw ", price: "12.30", extra: 1 });
    expect(ok).toEqual({
      name: "Saw",
      price: 12.3,
      minimumOrder: 1,
      available: 0,
      description: "",
      img: "",
      category: null,
      brand: null,
      gtin: null,
      mpn: null,
    });
    expect(messages(createProductInput.safeParse({ name: "x".repeat(21), price: 1.234 }))).toEqual({
      name: "Name must be 20 characters or fewer",
      price: "At most 2 decimals",
    });
  });

  test("when the purchase form's quantity is out of range, then the spec's two messages show", () => {
    const schema = purchaseFormInput({ minimumOrder: 3, available: 10 });
    const base = { number: "1", location: "Here" };
    expect(messages(schema.safeParse({ ...base, quantity: 2 }))).toEqual({ quantity: "inter minimum Amount" });
    expect(messages(schema.safeParse({ ...base, quantity: 11 }))).toEqual({ quantity: "reduce your quantity" });
    expect(schema.safeParse({ ...base, quantity: "3" }).success).toBe(true);
  });

  test("when an order body has a fractional quantity, then it is refused", () => {
    expect(messages(createOrderInput.safeParse({ productId: "p", quantity: 1.5, number: "1", location: "x" }))).toEqual(
      {
        quantity: "Must be a whole number",
      },
    );
  });
});
