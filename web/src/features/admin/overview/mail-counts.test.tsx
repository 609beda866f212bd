import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderAt } from "../../../test/render";
import { MailCounts } from "./mail-counts";

describe("the overview's mails by kind", () => {
  test("when the period sent order and marketing mails, then each kind has its row in words, zeros too, and a kind not known yet still shows", () => {
    renderAt(<MailCounts mails={{ paid: 4, placed: 6, "cart-reminder": 2, "stock-alert": 1, "new-kind": 3 }} />, {
      url: "/dashboard/overview",
    });
    const rows = within(screen.getByRole("table", { name: "Mails by kind" }))
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(0, 2)).toEqual([
      ["Order placed", "6"],
      ["Receipt", "4"],
    ]);
    expect(rows).toContainEqual(["Shipped", "0"]);
    expect(rows.slice(-4)).toEqual([
      ["Back-in-stock alert to confirm", "0"],
      ["Back in stock", "1"],
      ["Cart reminder", "2"],
      ["new-kind", "3"],
    ]);
  });
});
