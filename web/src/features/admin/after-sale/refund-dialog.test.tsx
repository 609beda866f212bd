import type { Order, OrderLine } from "@hometools/contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import RefundDialog from "./refund-dialog";

const line = (fields: Partial<OrderLine>): OrderLine => ({
  productId: "adjustable-wrench",
  productName: "Adjustable Wrench",
  variantId: "6-in",
  variantLabel: "Size: 6 in",
  sku: "AW-6",
  unitPrice: 12.75,
  quantity: 2,
  lineTotal: 25.5,
  tax: 0,
  ...fields,
});

// Only what the dialog reads of an order.
const order = {
  _id: "o1",
  orderNumber: "HT-7K2MQX",
  email: "bea@example.com",
  totalPrice: 56,
  refundedTotal: 0,
  shippedAt: null,
  lines: [
    line({}),
    line({
      variantId: "8-in",
      variantLabel: "Size: 8 in",
      sku: "AW-8",
      unitPrice: 15.25,
      quantity: 1,
      lineTotal: 15.25,
    }),
    line({
      productId: "claw-hammer",
      productName: "Claw Hammer",
      variantId: "default",
      variantLabel: "",
      sku: null,
      unitPrice: 15.25,
      quantity: 1,
      lineTotal: 15.25,
    }),
  ],
} as unknown as Order;

// Typing in MUI inputs is slow on a shared machine: more than the default 5 s.
describe("Refund dialog", { timeout: 20_000 }, () => {
  test("when two lines are sizes of one tool, then each has its own pieces and the refund names each line's variant", async () => {
    const onRefund = vi.fn();
    render(<RefundDialog order={order} busy={false} onRefund={onRefund} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Some pieces"));
    const six = screen.getByLabelText("Pieces of Adjustable Wrench — Size: 6 in to refund");
    expect(six).toHaveAccessibleDescription("2 bought at $12.75 · SKU AW-6");
    await user.type(six, "1");
    await user.type(screen.getByLabelText("Pieces of Adjustable Wrench — Size: 8 in to refund"), "1");
    await user.type(screen.getByLabelText("Pieces of Claw Hammer to refund"), "1");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    expect(onRefund).toHaveBeenCalledWith({
      lines: [
        { productId: "adjustable-wrench", variantId: "6-in", quantity: 1 },
        { productId: "adjustable-wrench", variantId: "8-in", quantity: 1 },
        { productId: "claw-hammer", variantId: "default", quantity: 1 },
      ],
      restock: true,
    });
  });
});
