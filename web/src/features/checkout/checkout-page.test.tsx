import type { Cart, Quote } from "@hometools/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { answerByPath, answerFetch, fakeSession, json, renderAt } from "../../test/render";
import indexHtml from "../../../index.html?raw";
import { CheckoutPage, checkoutLead } from "./checkout-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const visitor = fakeSession({ status: "signed-out", user: null });

/** A quote of two drills at $12.50 with no rate priced, as POST /cart/quote answers before one is chosen. */
const quote = (fields: Partial<Quote> = {}): Quote => ({
  lines: [
    {
      productId: "drill",
      productName: "Cordless Drill",
      variantId: "default",
      variantLabel: "",
      sku: null,
      img: "",
      unitPrice: 12.5,
      quantity: 2,
      lineTotal: 25,
      available: 5,
      minimumOrder: 1,
      problem: null,
      tax: 0,
    },
  ],
  subtotal: 25,
  discount: 0,
  shipping: 0,
  tax: 0,
  taxLines: [],
  pricesIncludeTax: false,
  totalPrice: 25,
  shippingRates: [
    { _id: "standard", label: "Standard", amount: 5.99 },
    { _id: "express", label: "Express", amount: 14.5 },
  ],
  codeProblem: null,
  ...fields,
});

const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>;

function openCheckout() {
  localStorage.setItem("hometools:visitorCart", JSON.stringify([{ productId: "drill", quantity: 2 }]));
  renderAt(<CheckoutPage />, { url: "/checkout", session: visitor });
}

describe("the checkout page", () => {
  test("when a visitor opens it, then the quote is asked once and the first rate is chosen and priced from that answer", async () => {
    const fetch = answerFetch(json(200, quote()));
    openCheckout();
    expect(await screen.findByRole("radio", { name: "Standard: $5.99" })).toBeChecked();
    expect(screen.getByRole("group", { name: "Shipping" })).toBeInTheDocument();
    // 25.00 + 5.99
    expect(screen.getByText("$30.99")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Place order" })).toBeEnabled();
    // Give a second request every chance to start: none does.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe("/api/cart/quote");
    expect(bodyOf(fetch.mock.calls[0]!)).toEqual({ lines: [{ productId: "drill", quantity: 2 }], country: "US" });
  });

  test("when the shopper picks another rate, changes the country or applies a code, then each asks again", async () => {
    const fetch = answerFetch(
      json(200, quote()),
      json(200, quote({ shipping: 14.5, totalPrice: 39.5 })),
      json(200, quote({ shippingRates: [{ _id: "express", label: "Express", amount: 14.5 }], shipping: 14.5 })),
      json(200, quote({ shipping: 14.5, discount: 2.5, totalPrice: 37, codeProblem: null })),
    );
    openCheckout();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "Express: $14.50" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(bodyOf(fetch.mock.calls[1]!)).toMatchObject({ shippingRateId: "express", country: "US" });
    expect(await screen.findByText("$39.50")).toBeInTheDocument();

    // The list adds every country in the frames after the form paints.
    await screen.findByRole("option", { name: "Canada" });
    await user.selectOptions(screen.getByLabelText("Country"), "CA");
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(bodyOf(fetch.mock.calls[2]!)).toMatchObject({ shippingRateId: "express", country: "CA" });
    expect(screen.getByLabelText("Postal code")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Discount code"), "welcome10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    expect(bodyOf(fetch.mock.calls[3]!)).toMatchObject({ code: "welcome10", country: "CA" });
    expect(await screen.findByText("WELCOME10 applied")).toBeInTheDocument();
    expect(screen.getByText("-$2.50")).toBeInTheDocument();
  });

  test("when an account opens it, then its cart is read, the quote asked once, and its email is fixed", async () => {
    const { lineTotal: _total, ...line } = quote().lines[0]!;
    const cart: Cart = {
      lines: [{ ...line, variantId: "default", variantLabel: "", sku: null }],
      totalPrice: 25,
      version: 2,
    };
    const fetch = answerFetch(json(200, cart), json(200, quote()));
    renderAt(<CheckoutPage />, { url: "/checkout" });
    expect(await screen.findByRole("radio", { name: "Standard: $5.99" })).toBeChecked();
    expect(screen.getByLabelText("Email")).toHaveValue("bea@example.com");
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    expect(screen.getByText("Your account's email")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`)).toEqual([
      "GET /api/cart",
      "POST /api/cart/quote",
    ]);
  });

  test("when the cart holds two sizes of a tool, then the quote is asked with each variant and the summary names each size", async () => {
    const wrenchLine = (size: string, quantity: number) => ({
      ...quote().lines[0]!,
      productId: "adjustable-wrench",
      productName: "Adjustable Wrench",
      variantId: `${size}-in`,
      variantLabel: `Size: ${size} in`,
      sku: `AW-${size}`,
      quantity,
    });
    const fetch = answerFetch(json(200, quote({ lines: [wrenchLine("8", 2), wrenchLine("6", 1)] })));
    localStorage.setItem(
      "hometools:visitorCart",
      JSON.stringify([
        { productId: "adjustable-wrench", variantId: "8-in", quantity: 2 },
        { productId: "adjustable-wrench", variantId: "6-in", quantity: 1 },
      ]),
    );
    renderAt(<CheckoutPage />, { url: "/checkout", session: visitor });
    const lines = await screen.findByRole("list", { name: "Tools to order" });
    await waitFor(() => expect(lines.querySelectorAll("li")).toHaveLength(2));
    expect(lines).toHaveTextContent("2 x Adjustable WrenchSize: 8 in");
    expect(lines).toHaveTextContent("1 x Adjustable WrenchSize: 6 in");
    expect(bodyOf(fetch.mock.calls[0]!)).toMatchObject({
      lines: [
        { productId: "adjustable-wrench", variantId: "8-in", quantity: 2 },
        { productId: "adjustable-wrench", variantId: "6-in", quantity: 1 },
      ],
    });
  });

  test("when the visitor's cart is empty, then it says so and links to the tools", async () => {
    answerFetch(json(200, quote({ lines: [], subtotal: 0, totalPrice: 0 })));
    renderAt(<CheckoutPage />, { url: "/checkout", session: visitor });
    expect(await screen.findByText(/Your cart is empty\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse our tools" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("button", { name: "Place order" })).not.toBeInTheDocument();
    expect(screen.queryByText(checkoutLead)).not.toBeInTheDocument();
  });

  test("when index.html paints the page before its code, then it shows the page's own title and lead", async () => {
    answerFetch(json(200, quote()));
    openCheckout();
    const frame = new DOMParser().parseFromString(indexHtml, "text/html").querySelector(".shell-page")!;
    expect(frame.querySelector("h1")!.textContent).toBe(screen.getByRole("heading", { level: 1 }).textContent);
    expect(frame.querySelector("p")!.textContent).toBe(checkoutLead);
    expect(screen.getByText(checkoutLead)).toBeInTheDocument();
    await screen.findByRole("radio", { name: "Standard: $5.99" });
  });
});

describe("the checkout's consent to marketing mail", () => {
  const consent = () => screen.getByRole("checkbox", { name: /^Email me when a tool I want is back in stock/ });

  async function placeAsGuest(tick: boolean) {
    // By path: typing the state asks for a quote again, once or per key as the machine allows.
    const fetch = answerByPath({
      "POST /api/cart/quote": json(200, quote()),
      "POST /api/checkout": json(201, { _id: "o1", orderKey: "k1" }),
    });
    openCheckout();
    const user = userEvent.setup();
    await screen.findByRole("radio", { name: "Standard: $5.99" }, { timeout: 8000 });
    expect(consent()).not.toBeChecked();
    if (tick) await user.click(consent());
    await user.type(screen.getByLabelText("Email"), "guest@example.com");
    await user.type(screen.getByLabelText("Full name"), "Gus Guest");
    await user.type(screen.getByLabelText("Address"), "1 Main Street");
    await user.type(screen.getByLabelText("City"), "Springfield");
    await user.type(screen.getByLabelText("State"), "IL");
    await user.type(screen.getByLabelText("ZIP code"), "62701");
    await user.type(screen.getByLabelText("Phone number"), "+1 555 0100");
    await user.click(screen.getByRole("button", { name: "Place order" }));
    const placed = () => fetch.mock.calls.find(([url]) => url === "/api/checkout");
    await waitFor(() => expect(placed()).toBeDefined(), { timeout: 8000 });
    return bodyOf(placed()!);
  }

  test("when a guest ticks the unticked box, then the order carries their consent", async () => {
    expect(await placeAsGuest(true)).toMatchObject({ email: "guest@example.com", marketingConsent: true });
  });

  test("when a guest leaves it unticked, then the order says nothing of consent", async () => {
    expect(await placeAsGuest(false)).not.toHaveProperty("marketingConsent");
  });

  test("when an account checks out, then no box is offered (its profile has the switch)", async () => {
    const { lineTotal: _total, ...line } = quote().lines[0]!;
    answerFetch(json(200, { lines: [line], totalPrice: 25, version: 2 }), json(200, quote()));
    renderAt(<CheckoutPage />, { url: "/checkout" });
    await screen.findByRole("radio", { name: "Standard: $5.99" }, { timeout: 8000 });
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });
});
