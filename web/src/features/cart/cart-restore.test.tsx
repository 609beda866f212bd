import type { Cart, CartLine, Quote } from "@hometools/contract";
import { screen, waitFor } from "@testing-library/react";
import { useLocation } from "react-router-dom";
import { afterEach, describe, expect, test, vi } from "vitest";
import { answerFetch, fakeSession, json, renderAt } from "../../test/render";
import { withRestored } from "../../lib/cart/cart";
import { AccountCart } from "./account-cart";
import { badRestoreLink, CartPage } from "./cart-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const line = (fields: Partial<CartLine>): CartLine => ({
  productId: "adjustable-wrench",
  productName: "Adjustable Wrench",
  variantId: "8-in",
  variantLabel: "Size: 8 in",
  sku: "AW-8",
  img: "",
  unitPrice: 15.25,
  quantity: 2,
  available: 90,
  minimumOrder: 1,
  problem: null,
  ...fields,
});
const drill = line({
  productId: "drill",
  productName: "Cordless Drill",
  variantId: "default",
  variantLabel: "",
  sku: null,
});
const quoteOf = (lines: CartLine[]): Quote => ({
  lines: lines.map((item) => ({ ...item, lineTotal: item.unitPrice * item.quantity, tax: 0 })),
  subtotal: 0,
  discount: 0,
  shipping: 0,
  tax: 0,
  taxLines: [],
  pricesIncludeTax: false,
  totalPrice: 0,
  shippingRates: [],
  codeProblem: null,
});
const cart = (lines: CartLine[], version = 1): Cart => ({ lines, totalPrice: 0, version });

/** Shows the page's search, from which the link's token must go. */
function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

const visitor = fakeSession({ status: "signed-out", user: null });

function openLink(url: string, session = visitor) {
  renderAt(
    <>
      <CartPage account={<AccountCart />} />
      <Search />
    </>,
    { url, path: "/cart", session },
  );
}

describe("a reminder's link that restores a cart", () => {
  test("when a visitor opens it, then the saved lines join this browser's cart, the token leaves the URL, and the cart shows them", async () => {
    localStorage.setItem("hometools:visitorCart", JSON.stringify([{ productId: "drill", quantity: 1 }]));
    const fetch = answerFetch(
      json(200, { lines: [line({}), { ...drill, quantity: 3 }] }),
      json(200, quoteOf([line({})])),
    );
    openLink("/cart?restore=tok.en");
    // The first render pays for loading the page's modules: seconds on a loaded machine.
    expect(
      await screen.findByRole("listitem", { name: "Adjustable Wrench (Size: 8 in)" }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(fetch.mock.calls[0]![0]).toBe("/api/cart/restore?token=tok.en");
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get("Authorization")).toBeNull();
    // The drill the browser held keeps the larger of the two quantities; the wrench joins it.
    expect(JSON.parse(localStorage.getItem("hometools:visitorCart")!)).toEqual([
      { productId: "drill", quantity: 3 },
      { productId: "adjustable-wrench", variantId: "8-in", quantity: 2 },
    ]);
    expect(screen.getByRole("status", { name: "search" })).toHaveTextContent(/^$/);
  });

  test("when a signed-in shopper opens it and the account's cart lacks a line, then the cart is written at the version read, with the lines joined", async () => {
    const fetch = answerFetch(
      json(200, { lines: [line({}), drill] }),
      json(200, cart([drill], 4)),
      json(200, cart([drill, line({})], 5)),
      json(200, cart([drill, line({})], 5)),
    );
    openLink("/cart?restore=abc", fakeSession());
    // The first render pays for loading the page's modules: seconds on a loaded machine.
    expect(
      await screen.findByRole("listitem", { name: "Adjustable Wrench (Size: 8 in)" }, { timeout: 8000 }),
    ).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[2]!;
    expect(url).toBe("/api/cart");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({
      lines: [
        { productId: "drill", quantity: 2 },
        { productId: "adjustable-wrench", variantId: "8-in", quantity: 2 },
      ],
      version: 4,
    });
  });

  test("when the link is forged or expired, then the page says so above the cart as it was, and the token leaves the URL", async () => {
    localStorage.setItem("hometools:visitorCart", JSON.stringify([{ productId: "drill", quantity: 1 }]));
    answerFetch(
      json(400, { error: { code: "bad-token", message: "This link is not valid" } }),
      json(200, quoteOf([{ ...drill, quantity: 1 }])),
    );
    openLink("/cart?restore=forged");
    expect(await screen.findByRole("alert")).toHaveTextContent(badRestoreLink);
    expect(await screen.findByRole("listitem", { name: "Cordless Drill" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("status", { name: "search" })).toHaveTextContent(/^$/));
    expect(JSON.parse(localStorage.getItem("hometools:visitorCart")!)).toEqual([{ productId: "drill", quantity: 1 }]);
  });

  test("when the saved lines would pass 20, then the cart keeps its own and takes what fits", () => {
    const held = Array.from({ length: 19 }, (_, index) => ({ productId: `tool-${index}`, quantity: 1 }));
    const joined = withRestored(held, [
      { productId: "tool-3", quantity: 5 },
      { productId: "new-1", quantity: 1 },
      { productId: "new-2", quantity: 1 },
    ]);
    expect(joined).toHaveLength(20);
    expect(joined[3]).toEqual({ productId: "tool-3", quantity: 5 });
    expect(joined.at(-1)).toEqual({ productId: "new-1", quantity: 1 });
  });
});
