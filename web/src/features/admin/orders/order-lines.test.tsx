import type { OrderLine } from "@hometools/contract";
import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { AdminOrderLines } from "./order-lines";

const line = (fields: Partial<OrderLine>): OrderLine => ({
  productId: "adjustable-wrench",
  productName: "Adjustable Wrench",
  variantId: "8-in",
  variantLabel: "Size: 8 in",
  sku: "AW-8",
  unitPrice: 15.25,
  quantity: 2,
  lineTotal: 30.5,
  tax: 0,
  ...fields,
});

describe("Manage Orders' lines", () => {
  test("when lines are variants, then each shows its variant and SKU; a tool without options its name alone", () => {
    render(
      <AdminOrderLines
        label="Tools of Bea's order"
        lines={[
          line({}),
          line({ variantId: "10-in", variantLabel: "Size: 10 in", sku: "AW-10", quantity: 1 }),
          line({
            productId: "clamp",
            productName: "Clamp",
            variantId: "default",
            variantLabel: "",
            sku: null,
            quantity: 3,
          }),
        ]}
      />,
    );
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Adjustable Wrench — Size: 8 in × 2SKU AW-8",
      "Adjustable Wrench — Size: 10 in × 1SKU AW-10",
      "Clamp × 3",
    ]);
  });
});
