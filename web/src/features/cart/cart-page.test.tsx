import type { Cart, CartLine, Quote } from "@hometools/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { rendition } from "../../test/catalogue";
import { answerFetch, fakeSession, json, renderAt } from "../../test/render";
import { AccountCart } from "./account-cart";
import { CartPage } from "./cart-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const line = (fields: Partial<CartLine>): CartLine => ({
  productId: "drill",
  productName: "Cordless Drill",
  variantId: "default",
  variantLabel: "",
  sku: null,
  img: "",
  unitPrice: 12.5,
  quantity: 2,
  available: 5,
  minimumOrder: 1,
  problem: null,
  ...fields,
});

const cart = (lines: CartLine[], version = 1): Cart => ({
  lines,
  totalPrice: lines.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0),
  version,
});

describe("the cart page", () => {
  // The file's first test also pays for loading the page's modules: on a loaded machine that takes seconds.
  test("when a line's stock fell below its quantity, then it says so, checkout waits, and One less steps back to the stock", async () => {
    const short = line({
      productId: "level",
      productName: "Spirit Level",
      quantity: 4,
      available: 3,
      problem: "reduce your quantity",
    });
    const fetch = answerFetch(
      json(200, cart([line({}), short])),
      json(200, cart([line({}), { ...short, quantity: 3, problem: null }])),
    );
    renderAt(<CartPage account={<AccountCart />} />, { url: "/cart" });
    const level = await screen.findByRole("listitem", { name: "Spirit Level" });
    expect(within(level).getByText("reduce your quantity")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Place order" })).toBeDisabled();
    expect(within(level).getByRole("button", { name: "One more Spirit Level" })).toBeDisabled();

    await userEvent.click(within(level).getByRole("button", { name: "One less Spirit Level" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Place order" })).toBeEnabled());
    expect(fetch.mock.calls[1]![0]).toBe("/api/cart");
    expect(fetch.mock.calls[1]![1]?.method).toBe("PUT");
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toEqual({
      lines: [
        { productId: "drill", quantity: 2 },
        { productId: "level", quantity: 3 },
      ],
      version: 1,
    });
    expect(localStorage.getItem("hometools:accountCartPieces")).toBe("5");
  }, 15_000);

  test("when a line is at its minimum order, then One less is disabled; Remove takes it out", async () => {
    const bulk = line({
      productId: "screws",
      productName: "Wood Screws",
      quantity: 10,
      minimumOrder: 10,
      available: 50,
      unitPrice: 0.1,
    });
    const fetch = answerFetch(json(200, cart([bulk])), json(200, cart([])));
    renderAt(<CartPage account={<AccountCart />} />, { url: "/cart" });
    const screws = await screen.findByRole("listitem", { name: "Wood Screws" });
    expect(within(screws).getByRole("button", { name: "One less Wood Screws" })).toBeDisabled();
    await userEvent.click(within(screws).getByRole("button", { name: "Remove Wood Screws" }));
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toEqual({ lines: [], version: 1 });
  });

  test("when another tab changed the cart, then the 409 version-conflict's cart is shown as it now is and nothing is overwritten", async () => {
    const drill = line({});
    const saw = line({ productId: "saw", productName: "Hand Saw", quantity: 1 });
    const fetch = answerFetch(
      json(200, cart([drill], 3)),
      json(409, {
        error: {
          code: "version-conflict",
          message: "Your cart changed in another tab or on another device: here it is as it is now",
          current: cart([drill, saw], 4),
        },
      }),
    );
    renderAt(<CartPage account={<AccountCart />} />, { url: "/cart" });
    const row = await screen.findByRole("listitem", { name: "Cordless Drill" });
    await userEvent.click(within(row).getByRole("button", { name: "One more Cordless Drill" }));
    expect(await screen.findByRole("listitem", { name: "Hand Saw" })).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toMatchObject({ version: 3 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test("when the shopper checks out, then the order is placed with the cart's total and the payment page opens", async () => {
    const fetch = answerFetch(json(200, cart([line({})])), json(201, { _id: "order-9" }));
    renderAt(<CartPage account={<AccountCart />} />, { url: "/cart" });
    await screen.findByRole("listitem", { name: "Cordless Drill" });
    await userEvent.type(screen.getByLabelText("Phone number"), "+1 555 0100");
    await userEvent.type(screen.getByLabelText("Location"), "12 Elm Street");
    await userEvent.click(screen.getByRole("button", { name: "Place order" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls[1]![0]).toBe("/api/cart/checkout");
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toEqual({
      number: "+1 555 0100",
      location: "12 Elm Street",
      totalPrice: 25,
    });
  });
});

const visitor = fakeSession({ status: "signed-out", user: null });

const quoteOf = (lines: CartLine[]): Quote => {
  const subtotal = lines.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  return {
    lines: lines.map((item) => ({ ...item, lineTotal: item.unitPrice * item.quantity, tax: 0 })),
    subtotal,
    discount: 0,
    shipping: 0,
    tax: 0,
    taxLines: [],
    pricesIncludeTax: false,
    totalPrice: subtotal,
    shippingRates: [],
    codeProblem: null,
  };
};

/** Two sizes of the wrench: two lines of one tool. */
const wrench = (size: string, quantity: number) =>
  line({
    productId: "adjustable-wrench",
    productName: "Adjustable Wrench",
    variantId: `${size}-in`,
    variantLabel: `Size: ${size} in`,
    sku: `AW-${size}`,
    quantity,
    available: 50,
    unitPrice: size === "8" ? 15.25 : 12.75,
  });

describe("the cart's lines of a tool with options", () => {
  test("when an account's cart holds two sizes of a tool, then each line shows its size and SKU, and One more changes its own line", async () => {
    const fetch = answerFetch(
      json(200, cart([wrench("8", 2), wrench("6", 1)])),
      json(200, cart([wrench("8", 2), wrench("6", 2)], 2)),
    );
    renderAt(<CartPage account={<AccountCart />} />, { url: "/cart" });
    const eight = await screen.findByRole("listitem", { name: "Adjustable Wrench (Size: 8 in)" });
    expect(within(eight).getByText("Size: 8 in")).toBeInTheDocument();
    expect(within(eight).getByText("SKU: AW-8")).toBeInTheDocument();
    const six = screen.getByRole("listitem", { name: "Adjustable Wrench (Size: 6 in)" });
    await userEvent.click(within(six).getByRole("button", { name: "One more Adjustable Wrench (Size: 6 in)" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toEqual({
      lines: [
        { productId: "adjustable-wrench", variantId: "8-in", quantity: 2 },
        { productId: "adjustable-wrench", variantId: "6-in", quantity: 2 },
      ],
      version: 1,
    });
  });

  test("when a visitor's cart holds two sizes, then the quote is asked with each variant, each line names its size, and Remove takes out only its own", async () => {
    localStorage.setItem(
      "hometools:visitorCart",
      JSON.stringify([
        { productId: "adjustable-wrench", variantId: "8-in", quantity: 2 },
        { productId: "adjustable-wrench", variantId: "6-in", quantity: 1 },
        // Kept before variants: the tool's default.
        { productId: "drill", quantity: 1 },
      ]),
    );
    const fetch = answerFetch(
      json(200, quoteOf([wrench("8", 2), wrench("6", 1), line({ quantity: 1 })])),
      json(200, quoteOf([wrench("6", 1), line({ quantity: 1 })])),
    );
    renderAt(<CartPage account={<p>the account's cart</p>} />, { url: "/cart", session: visitor });
    const eight = await screen.findByRole("listitem", { name: "Adjustable Wrench (Size: 8 in)" });
    expect(within(eight).getByText("SKU: AW-8")).toBeInTheDocument();
    expect(screen.getByRole("listitem", { name: "Adjustable Wrench (Size: 6 in)" })).toBeInTheDocument();
    expect(screen.getByRole("listitem", { name: "Cordless Drill" })).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      lines: [
        { productId: "adjustable-wrench", variantId: "8-in", quantity: 2 },
        { productId: "adjustable-wrench", variantId: "6-in", quantity: 1 },
        { productId: "drill", quantity: 1 },
      ],
    });

    await userEvent.click(within(eight).getByRole("button", { name: "Remove Adjustable Wrench (Size: 8 in)" }));
    expect(await screen.findByRole("listitem", { name: "Adjustable Wrench (Size: 6 in)" })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: "Adjustable Wrench (Size: 8 in)" })).not.toBeInTheDocument(),
    );
    expect(JSON.parse(localStorage.getItem("hometools:visitorCart")!)).toEqual([
      { productId: "adjustable-wrench", variantId: "6-in", quantity: 1 },
      { productId: "drill", quantity: 1 },
    ]);
  });
});

describe("a visitor's cart", () => {
  test("when a line's stock fell below its quantity, then Check out waits; One less re-prices the cart kept in the browser and Check out opens", async () => {
    const short = line({ productId: "level", productName: "Spirit Level", quantity: 4, available: 3 });
    localStorage.setItem(
      "hometools:visitorCart",
      JSON.stringify([
        { productId: "drill", quantity: 2 },
        { productId: "level", quantity: 4 },
      ]),
    );
    const fetch = answerFetch(
      json(200, quoteOf([line({}), { ...short, problem: "reduce your quantity" }])),
      json(200, quoteOf([line({}), { ...short, quantity: 3 }])),
    );
    renderAt(<CartPage account={<p>the account's cart</p>} />, { url: "/cart", session: visitor });
    const level = await screen.findByRole("listitem", { name: "Spirit Level" });
    expect(within(level).getByText("reduce your quantity")).toBeInTheDocument();
    expect(screen.getByText("Fix the lines marked in red before you check out.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Check out" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.queryByText("the account's cart")).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe("/api/cart/quote");

    await userEvent.click(within(level).getByRole("button", { name: "One less Spirit Level" }));
    await waitFor(() => expect(screen.getByRole("link", { name: "Check out" })).not.toHaveAttribute("aria-disabled"));
    expect(screen.getByRole("link", { name: "Check out" })).toHaveAttribute("href", "/checkout");
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toEqual({
      lines: [
        { productId: "drill", quantity: 2 },
        { productId: "level", quantity: 3 },
      ],
    });
    expect(JSON.parse(localStorage.getItem("hometools:visitorCart")!)).toEqual([
      { productId: "drill", quantity: 2 },
      { productId: "level", quantity: 3 },
    ]);
    expect(screen.getByText("$62.50")).toBeInTheDocument(); // 2 x $12.50 + 3 x $12.50
  });

  test("when the visitor's cart is empty, then it says so and links to the tools", async () => {
    answerFetch(json(200, quoteOf([])));
    renderAt(<CartPage account={<p>the account's cart</p>} />, { url: "/cart", session: visitor });
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse our tools" })).toHaveAttribute("href", "/");
  });

  test("when the session is an account's, then the account's cart shows instead", async () => {
    renderAt(<CartPage account={<p>the account's cart</p>} />, { url: "/cart" });
    expect(await screen.findByText("the account's cart")).toBeInTheDocument();
  });
});

describe("a cart line's picture", () => {
  const photoLine = line({ productId: "drill", productName: "Cordless Drill", img: rendition(640) });
  const svgLine = line({ productId: "saw", productName: "Hand Saw", img: "/images/products/hand-saw.svg" });

  /** The line's picture: alt="" (the name is beside it), so found in the line by its element. */
  const pictureIn = (name: string) => screen.getByRole("listitem", { name }).querySelector("img")!;

  test("when an account's or a visitor's line shows a photo, then its thumbnail offers the 320 px rendition for 72 px; another picture is as it was", async () => {
    answerFetch(json(200, cart([photoLine, svgLine])));
    const account = renderAt(<CartPage account={<AccountCart />} />, { url: "/cart" });
    await screen.findByRole("listitem", { name: "Cordless Drill" });
    for (const shown of [pictureIn("Cordless Drill"), pictureIn("Hand Saw")]) {
      expect(shown).toHaveAttribute("width", "72");
      expect(shown).toHaveAttribute("alt", "");
    }
    expect(pictureIn("Cordless Drill")).toHaveAttribute("srcset", `${rendition(320)} 320w, ${rendition(640)} 640w`);
    expect(pictureIn("Cordless Drill")).toHaveAttribute("sizes", "72px");
    expect(pictureIn("Hand Saw")).toHaveAttribute("src", "/images/products/hand-saw.svg");
    expect(pictureIn("Hand Saw")).not.toHaveAttribute("srcset");
    account.unmount();

    localStorage.setItem("hometools:visitorCart", JSON.stringify([{ productId: "drill", quantity: 2 }]));
    answerFetch(json(200, quoteOf([photoLine])));
    renderAt(<CartPage account={<p>the account's cart</p>} />, { url: "/cart", session: visitor });
    await screen.findByRole("listitem", { name: "Cordless Drill" });
    expect(pictureIn("Cordless Drill")).toHaveAttribute("srcset", `${rendition(320)} 320w, ${rendition(640)} 640w`);
    expect(pictureIn("Cordless Drill")).toHaveAttribute("sizes", "72px");
  });
});
