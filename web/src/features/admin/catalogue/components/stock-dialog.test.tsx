import type { ProductDetail, StockMove } from "@hometools/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { json, renderAt } from "../../../../test/render";
import { StockDialog } from "./stock-dialog";
import { testTool } from "./test-tools";

afterEach(() => vi.unstubAllGlobals());

const base = testTool({ version: 5, createdAt: "2026-01-01T00:00:00.000Z" });

const wrench: ProductDetail = {
  ...base,
  _id: "adjustable-wrench",
  name: "Adjustable Wrench",
  price: 12.75,
  priceMax: 18.5,
  available: 150,
  variantCount: 3,
  options: [{ name: "Size", values: ["6 in", "8 in", "10 in"] }],
  variants: [
    {
      id: "6-in",
      options: { Size: "6 in" },
      label: "Size: 6 in",
      sku: "AW-6",
      price: 12.75,
      available: 60,
      gtin: null,
      mpn: null,
    },
    {
      id: "8-in",
      options: { Size: "8 in" },
      label: "Size: 8 in",
      sku: "AW-8",
      price: 15.25,
      available: 90,
      gtin: null,
      mpn: null,
    },
    {
      id: "10-in",
      options: { Size: "10 in" },
      label: "Size: 10 in",
      sku: "AW-10",
      price: 18.5,
      available: 0,
      gtin: null,
      mpn: null,
    },
  ],
};

const hammer: ProductDetail = {
  ...base,
  _id: "claw-hammer",
  name: "Claw Hammer",
  price: 18.5,
  priceMax: 18.5,
  available: 40,
  variantCount: 1,
  options: [],
  variants: [{ id: "default", options: {}, label: "", sku: null, price: 18.5, available: 40, gtin: null, mpn: null }],
};

const move = (fields: Partial<StockMove>): StockMove => ({
  _id: "m1",
  at: "2026-11-01T10:00:00.000Z",
  by: "staff@example.com",
  variantId: "default",
  delta: 5,
  reason: "delivery",
  availableAfter: 5,
  ...fields,
});

/** Answers the moves list with `moves`, and each POST with `moved`; answers the POSTs' bodies. */
function answer(moves: StockMove[], moved?: ProductDetail) {
  const posted: unknown[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === "POST") {
      posted.push(JSON.parse(String(init.body)));
      return json(200, moved)();
    }
    if (String(input).includes("/stock-moves")) return json(200, moves)();
    throw new Error(`unexpected ${String(input)}`);
  });
  return posted;
}

function open(product: ProductDetail, variantId?: string) {
  renderAt(<StockDialog product={product} variantId={variantId} onClose={vi.fn()} onMoved={vi.fn()} />, {
    url: "/dashboard/manageproduct",
  });
  return userEvent.setup();
}

// Typing in MUI inputs is slow on a shared machine: more than the default 5 s.
describe("Stock dialog", { timeout: 20_000 }, () => {
  test("when the tool has options, then a variant must be chosen, and the move names it", async () => {
    const moved = {
      ...wrench,
      available: 155,
      variants: wrench.variants.map((v) => (v.id === "10-in" ? { ...v, available: 5 } : v)),
    };
    const posted = answer([], moved);
    const user = open(wrench);
    const variant = screen.getByLabelText(/^Variant/);
    expect(
      within(variant)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose a variant", "Size: 6 in (60 in stock)", "Size: 8 in (90 in stock)", "Size: 10 in (0 in stock)"]);
    await user.type(screen.getByLabelText(/^Pieces/), "5");
    await user.type(screen.getByLabelText(/^Reason/), "delivery");
    await user.click(screen.getByRole("button", { name: "Save stock move" }));
    expect(await screen.findByText("Choose Size")).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.selectOptions(variant, "Size: 10 in (0 in stock)");
    await user.click(screen.getByRole("button", { name: "Save stock move" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ delta: 5, reason: "delivery", variantId: "10-in" });
    expect(
      await screen.findByText("Saved: the stock of Adjustable Wrench, Size: 10 in, is now 5."),
    ).toBeInTheDocument();
  });

  test("when the tool has options, then each past move names its variant, or (removed) for one it no longer has", async () => {
    answer([
      move({ _id: "a", variantId: "8-in", reason: "count" }),
      move({ _id: "b", variantId: "12-in", reason: "variant removed" }),
    ]);
    open(wrench, "8-in");
    expect(screen.getByLabelText(/^Variant/)).toHaveValue("8-in");
    const table = await screen.findByRole("table", { name: "Stock moves" });
    const rows = within(table).getAllByRole("row");
    expect(rows[0]).toHaveTextContent("Variant");
    expect(rows[1]).toHaveTextContent("Size: 8 in");
    expect(rows[2]).toHaveTextContent("(removed)");
  });

  test("when the tool has no options, then there is no variant to choose and none is sent", async () => {
    const posted = answer([move({})], { ...hammer, available: 42 });
    const user = open(hammer);
    expect(screen.queryByLabelText(/^Variant/)).not.toBeInTheDocument();
    expect(
      within(await screen.findByRole("table", { name: "Stock moves" })).getAllByRole("row")[0],
    ).not.toHaveTextContent("Variant");
    await user.type(screen.getByLabelText(/^Pieces/), "2");
    await user.type(screen.getByLabelText(/^Reason/), "found");
    await user.click(screen.getByRole("button", { name: "Save stock move" }));
    await waitFor(() => expect(posted).toEqual([{ delta: 2, reason: "found" }]));
    expect(await screen.findByText("Saved: the stock of Claw Hammer is now 42.")).toBeInTheDocument();
  });
});
