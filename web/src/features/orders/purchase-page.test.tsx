import type { ProductDetail } from "@hometools/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { answerFetch, json, renderAt } from "../../test/render";
import { aTool } from "../../test/catalogue";
import { PurchasePage } from "./purchase-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const size = (id: string, value: string, price: number, available: number) => ({
  id,
  options: { Size: value },
  label: `Size: ${value}`,
  sku: `AW-${value.split(" ")[0]}`,
  price,
  available,
  gtin: null,
  mpn: null,
});

/** The seed's wrench: three sizes, the 10 in sold out. */
const wrench: ProductDetail = {
  ...aTool({
    _id: "adjustable-wrench",
    name: "Adjustable Wrench",
    description: "A chrome-vanadium wrench.",
    img: "",
    price: 12.75,
    priceMax: 18.5,
    available: 150,
    variantCount: 3,
  }),
  options: [{ name: "Size", values: ["6 in", "8 in", "10 in"] }],
  variants: [size("6-in", "6 in", 12.75, 60), size("8-in", "8 in", 15.25, 90), size("10-in", "10 in", 18.5, 0)],
};

describe("the purchase page of a tool with options", () => {
  // The file's first test also pays for loading the page's modules (MUI): on a loaded machine that takes seconds.
  test("when it opens with ?variant, then that size is chosen, and the order is placed for it at its price", async () => {
    const fetch = answerFetch(json(200, wrench), json(201, { _id: "order-1", quantity: 2 }));
    renderAt(<PurchasePage />, { url: "/product/adjustable-wrench?variant=8-in", path: "/product/:productId" });
    const group = await screen.findByRole("radiogroup", { name: "Size" }, { timeout: 10_000 });
    expect(within(group).getByRole("radio", { name: "8 in" })).toBeChecked();
    expect(within(group).getByRole("radio", { name: "10 in (out of stock)" })).not.toBeChecked();
    expect(screen.getByText("Price: $15.25")).toBeInTheDocument();
    expect(screen.getByText("Available: 90")).toBeInTheDocument();
    expect(screen.getByText("SKU: AW-8")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Quantity"));
    await user.type(screen.getByLabelText("Quantity"), "2");
    await user.type(screen.getByLabelText("Phone number"), "+1 555 0101");
    await user.type(screen.getByLabelText("Location"), "1 Elm Street");
    await user.click(screen.getByRole("button", { name: "Purchase" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls[1]![0]).toBe("/api/orders");
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toEqual({
      productId: "adjustable-wrench",
      variantId: "8-in",
      quantity: 2,
      number: "+1 555 0101",
      location: "1 Elm Street",
      totalPrice: 30.5,
    });
  }, 20_000);

  test("when the shopper chooses the sold-out size, then the page says it is out of stock and Add to cart waits", async () => {
    answerFetch(json(200, wrench));
    renderAt(<PurchasePage />, { url: "/product/adjustable-wrench", path: "/product/:productId" });
    // No ?variant: the first size with pieces.
    expect(await screen.findByRole("radio", { name: "6 in" }, { timeout: 5_000 })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "10 in (out of stock)" }));
    expect(await screen.findByText("This tool is out of stock right now. Please check back soon.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to cart: Adjustable Wrench" })).toBeDisabled();
  }, 15_000);
});
