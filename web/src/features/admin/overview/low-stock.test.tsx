import type { Stats } from "@hometools/contract";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { LowStock } from "./low-stock";

describe("Low on stock", () => {
  test("when a variant is low, then its row names the tool and the variant; a tool without options by its name", () => {
    const stats = {
      lowStock: [
        {
          _id: "adjustable-wrench",
          name: "Adjustable Wrench",
          variantId: "10-in",
          variantLabel: "Size: 10 in",
          available: 0,
          minimumOrder: 1,
        },
        { _id: "clamp", name: "Clamp", variantId: "default", variantLabel: "", available: 1, minimumOrder: 3 },
      ],
    } as Pick<Stats, "lowStock"> as Stats;
    render(<LowStock stats={stats} onEdit={vi.fn()} onStock={vi.fn()} />);
    const rows = within(screen.getByRole("table", { name: "Tools low on stock" })).getAllByRole("row");
    expect(within(rows[1]!).getAllByRole("cell")[0]).toHaveTextContent(/^Adjustable Wrench — Size: 10 in$/);
    expect(within(rows[1]!).getByRole("button", { name: "Stock of Adjustable Wrench — Size: 10 in" })).toBeVisible();
    expect(within(rows[2]!).getAllByRole("cell")[0]).toHaveTextContent(/^Clamp$/);
  });
});
