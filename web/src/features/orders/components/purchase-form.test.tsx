import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { PurchaseForm, type PurchaseValues } from "./purchase-form";

const product = { price: 7.25, minimumOrder: 3, available: 10 };
const customer = { name: "Bea Buyer", email: "bea@example.com" };

function openForm(onPurchase: (values: PurchaseValues) => Promise<void> = vi.fn(async () => undefined)) {
  render(<PurchaseForm product={product} customer={customer} onPurchase={onPurchase} />);
  return { user: userEvent.setup(), onPurchase };
}

async function fill(user: ReturnType<typeof userEvent.setup>, quantity: string) {
  await user.clear(screen.getByLabelText("Quantity"));
  await user.type(screen.getByLabelText("Quantity"), quantity);
  await user.type(screen.getByLabelText("Phone number"), "+1 555 0101");
  await user.type(screen.getByLabelText("Location"), "1 Elm Street");
}

describe("purchase form", () => {
  test("when it opens, then name and email are read-only from the account and quantity is the minimum order", () => {
    openForm();
    expect(screen.getByLabelText("Name")).toHaveValue("Bea Buyer");
    expect(screen.getByLabelText("Name")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Email")).toHaveValue("bea@example.com");
    expect(screen.getByLabelText("Quantity")).toHaveValue(3);
    expect(screen.getByText("$21.75")).toBeInTheDocument();
  });

  test("when the quantity is below the minimum order, then it says 'inter minimum Amount' and books nothing", async () => {
    const { user, onPurchase } = openForm();
    await fill(user, "2");
    await user.click(screen.getByRole("button", { name: "Purchase" }));
    expect(await screen.findByText("inter minimum Amount")).toBeInTheDocument();
    expect(onPurchase).not.toHaveBeenCalled();
  });

  test("when the quantity is above what is available, then it says 'reduce your quantity' and books nothing", async () => {
    const { user, onPurchase } = openForm();
    await fill(user, "11");
    await user.click(screen.getByRole("button", { name: "Purchase" }));
    expect(await screen.findByText("reduce your quantity")).toBeInTheDocument();
    expect(screen.queryByText("inter minimum Amount")).not.toBeInTheDocument();
    expect(onPurchase).not.toHaveBeenCalled();
  });

  test("when phone number and location are empty, then both are flagged and nothing is booked", async () => {
    const { user, onPurchase } = openForm();
    await user.click(screen.getByRole("button", { name: "Purchase" }));
    expect(await screen.findByText("Phone number is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Location")).toHaveAttribute("aria-invalid", "true");
    expect(onPurchase).not.toHaveBeenCalled();
  });

  test("when the quantity changes, then the total follows it live", async () => {
    const { user } = openForm();
    await user.clear(screen.getByLabelText("Quantity"));
    await user.type(screen.getByLabelText("Quantity"), "5");
    expect(screen.getByText("$36.25")).toBeInTheDocument();
  });

  test("when a valid order is sent twice quickly, then it is placed once with quantity x price as totalPrice", async () => {
    let finish = () => {};
    const onPurchase = vi.fn((_values: PurchaseValues) => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = openForm(onPurchase);
    await fill(user, "4");
    const button = screen.getByRole("button", { name: "Purchase" });
    await user.dblClick(button);
    expect(onPurchase).toHaveBeenCalledTimes(1);
    expect(onPurchase).toHaveBeenCalledWith({
      quantity: 4,
      number: "+1 555 0101",
      location: "1 Elm Street",
      totalPrice: 29,
    });
    expect(button).toBeDisabled();
    finish();
  });
});
