import type { Order } from "@hometools/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { answerFetch, fakeSession, json, renderAt } from "../../test/render";
import { MyOrdersPage } from "./my-orders-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const order: Order = {
  _id: "order-1",
  orderNumber: "HT-7K2MQX",
  uid: "u1",
  name: "Bea Buyer",
  email: "bea@example.com",
  productId: "claw-hammer",
  productName: "Claw Hammer",
  unitPrice: 7.25,
  quantity: 3,
  lines: [
    {
      productId: "claw-hammer",
      productName: "Claw Hammer",
      variantId: "default",
      variantLabel: "",
      sku: null,
      unitPrice: 7.25,
      quantity: 3,
      lineTotal: 21.75,
      tax: 0,
    },
  ],
  number: "+1 555 0101",
  location: "1 Elm Street",
  totalPrice: 21.75,
  paid: false,
  status: "pending",
  disputed: false,
  expiresAt: null,
  transactionId: null,
  createdAt: null,
  paidAt: null,
  shippedAt: null,
  refundedAt: null,
  refunds: [],
  refundedTotal: 0,
  history: [],
  guest: false,
  shippingAddress: null,
  shipping: null,
  subtotal: 21.75,
  discount: 0,
  code: null,
  tax: 0,
  taxLines: [],
  pricesIncludeTax: false,
  refundedTax: 0,
};

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe("My orders", () => {
  test("when the buyer has an unpaid order, then its row has the price, pieces and a pay link", async () => {
    const fetch = answerFetch(
      json(200, [order, { ...order, _id: "order-2", paid: true, status: "paid", transactionId: "pi_123" }]),
    );
    renderAt(<MyOrdersPage />, { url: "/dashboard/orders" });
    const table = await screen.findByRole("table");
    expect(fetch.mock.calls[0]![0]).toBe("/api/orders/bea%40example.com");
    for (const header of ["No", "Name", "Price", "Ordered pieces", "Transaction ID", "Payment"]) {
      expect(within(table).getByRole("columnheader", { name: header })).toBeInTheDocument();
    }
    const [, unpaid, paid] = within(table).getAllByRole("row");
    expect(unpaid).toHaveTextContent("$21.75");
    expect(within(unpaid!).getByRole("link", { name: "pay" })).toHaveAttribute("href", "/dashboard/payment/order-1");
    expect(within(paid!).getByText("paid")).toBeInTheDocument();
    expect(within(paid!).getByText("pi_123")).toBeInTheDocument();
  });

  test("when an unpaid order holds its stock, then it says how long is left to pay and offers to cancel", async () => {
    answerFetch(json(200, [{ ...order, expiresAt: inMinutes(23.5) }]));
    renderAt(<MyOrdersPage />, { url: "/dashboard/orders" });
    const [, row] = within(await screen.findByRole("table")).getAllByRole("row");
    expect(within(row!).getByText("Pay within 24 min")).toBeInTheDocument();
    expect(within(row!).getByRole("button", { name: "Cancel order" })).toBeInTheDocument();
  });

  test("when an unpaid order's hold has ended, then it shows 'Expired' and no pay link", async () => {
    answerFetch(
      json(200, [
        { ...order, expiresAt: inMinutes(-1) },
        { ...order, _id: "o2", status: "expired" },
      ]),
    );
    renderAt(<MyOrdersPage />, { url: "/dashboard/orders" });
    const [, ended, expired] = within(await screen.findByRole("table")).getAllByRole("row");
    for (const row of [ended!, expired!]) {
      expect(within(row).getByText("Expired")).toBeInTheDocument();
      expect(within(row).queryByRole("link", { name: /^pay$/i })).toBeNull();
      expect(within(row).queryByRole("button", { name: "Cancel order" })).toBeNull();
    }
  });

  test("when the buyer has orders, then each row's name links to that order's page", async () => {
    answerFetch(json(200, [order, { ...order, _id: "o2", productName: "Claw Hammer + 1 more" }]));
    renderAt(<MyOrdersPage />, { url: "/dashboard/orders" });
    const link = await screen.findByRole("link", { name: "Claw Hammer + 1 more" });
    expect(link).toHaveAttribute("href", "/dashboard/orders/o2");
    expect(screen.getByRole("link", { name: "Claw Hammer" })).toHaveAttribute("href", "/dashboard/orders/order-1");
  });

  test("when an order holds two sizes of a tool, then its row names each line's size", async () => {
    const size = (inches: string, quantity: number) => ({
      ...order.lines[0]!,
      productId: "adjustable-wrench",
      productName: "Adjustable Wrench",
      variantId: `${inches}-in`,
      variantLabel: `Size: ${inches} in`,
      sku: `AW-${inches}`,
      quantity,
    });
    answerFetch(
      json(200, [
        { ...order, productName: "Adjustable Wrench + 1 more", lines: [size("8", 2), size("6", 1)] },
        { ...order, _id: "order-2" },
      ]),
    );
    renderAt(<MyOrdersPage />, { url: "/dashboard/orders" });
    const [, sizes, hammer] = within(await screen.findByRole("table")).getAllByRole("row");
    const lines = within(sizes!).getByRole("list", { name: "Tools of order HT-7K2MQX" });
    expect(
      within(lines)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Adjustable Wrench (Size: 8 in) × 2", "Adjustable Wrench (Size: 6 in) × 1"]);
    // A tool without options keeps its row as it was.
    expect(within(hammer!).queryByRole("list")).toBeNull();
    expect(within(hammer!).queryByText(/×/)).toBeNull();
  });

  test("when orders were shipped, refunded or cancelled, then each shows its status", async () => {
    const statuses = ["shipped", "refunded", "cancelled"] as const;
    answerFetch(
      json(
        200,
        statuses.map((status, index) => ({ ...order, _id: `o${index}`, paid: true, status })),
      ),
    );
    renderAt(<MyOrdersPage />, { url: "/dashboard/orders" });
    const rows = within(await screen.findByRole("table"))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((row) => within(row).getByText(/Shipped|Refunded|Cancelled/).textContent)).toEqual([
      "Shipped",
      "Refunded",
      "Cancelled",
    ]);
  });

  test("when the buyer cancels an unpaid order and confirms, then it is cancelled and shows so", async () => {
    const fetch = answerFetch(
      json(200, [{ ...order, expiresAt: inMinutes(20) }]),
      json(200, { ...order, status: "cancelled" }),
    );
    renderAt(<MyOrdersPage />, { url: "/dashboard/orders" });
    (await screen.findByRole("button", { name: "Cancel order" })).click();
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this order?" });
    within(dialog).getByRole("button", { name: "Cancel order" }).click();
    expect(await screen.findByText("Cancelled")).toBeInTheDocument();
    expect(fetch.mock.calls[1]![0]).toBe("/api/orders/order-1/cancel");
    expect(fetch.mock.calls[1]![1]?.method).toBe("POST");
    expect(screen.queryByRole("link", { name: "pay" })).toBeNull();
  });

  test("when the server says there is a next page, then 'Show more' fetches the Link's page and adds its rows", async () => {
    const link = '</api/orders/bea%40example.com?cursor=abc_-1>; rel="next"';
    const fetch = answerFetch(
      () =>
        new Response(JSON.stringify([order]), {
          status: 200,
          headers: { "Content-Type": "application/json", Link: link },
        }),
      json(200, [{ ...order, _id: "order-2", productName: "Spirit Level" }]),
    );
    renderAt(<MyOrdersPage />, { url: "/dashboard/orders" });
    (await screen.findByRole("button", { name: "Show more" })).click();
    expect(await screen.findByText("Spirit Level")).toBeInTheDocument();
    expect(fetch.mock.calls[1]![0]).toBe("/api/orders/bea%40example.com?cursor=abc_-1");
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  test("when the buyer has no orders, then it says 'No orders yet'", async () => {
    answerFetch(json(200, []));
    renderAt(<MyOrdersPage />, { url: "/dashboard/orders" });
    expect(await screen.findByText("No orders yet")).toBeInTheDocument();
  });

  for (const status of [401, 403]) {
    test(`when the orders fetch answers ${status}, then the buyer is signed out and sent to /`, async () => {
      answerFetch(
        json(status, { error: { code: status === 401 ? "unauthenticated" : "forbidden", message: "Session refused" } }),
      );
      const session = fakeSession();
      renderAt(<MyOrdersPage />, { url: "/dashboard/orders", session });
      expect(await screen.findByText("Home page, from none")).toBeInTheDocument();
      await waitFor(() => expect(session.signOut).toHaveBeenCalledTimes(1));
    });
  }

  test("when the fetch fails for another reason, then it offers Retry", async () => {
    answerFetch(json(500, { error: { code: "internal", message: "boom" } }), json(200, []));
    renderAt(<MyOrdersPage />, { url: "/dashboard/orders" });
    (await screen.findByRole("button", { name: "Retry" })).click();
    expect(await screen.findByText("No orders yet")).toBeInTheDocument();
  });
});
