import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { TaxLines } from "../components/orders/tax-lines";
import { formatRate, taxLineTexts } from "./format";

const ny = { label: "NY sales tax", rate: 8.875, amount: 1.23 };

describe("formatRate", () => {
  test("When a rate has decimals, then it shows them without trailing zeros", () => {
    expect([8.875, 7.25, 7.5, 19, 0, 20.1, 0.001].map(formatRate)).toEqual([
      "8.875",
      "7.25",
      "7.5",
      "19",
      "0",
      "20.1",
      "0.001",
    ]);
  });
});

describe("taxLineTexts", () => {
  test("When prices exclude tax, then each line reads label, percent and amount", () => {
    expect(taxLineTexts([ny, { label: "County tax", rate: 0.5, amount: 1234.5 }], false)).toEqual([
      "NY sales tax 8.875%: $1.23",
      "County tax 0.5%: $1,234.50",
    ]);
  });

  test("When prices include tax at one rate, then it reads includes ... VAT", () => {
    expect(taxLineTexts([{ label: "Germany VAT", rate: 19, amount: 12.61 }], true)).toEqual(["includes $12.61 VAT"]);
  });

  test("When prices include tax at several rates, then each line names its rate", () => {
    expect(
      taxLineTexts(
        [
          { label: "Germany VAT", rate: 19, amount: 3.8 },
          { label: "Reduced VAT", rate: 7, amount: 0.07 },
        ],
        true,
      ),
    ).toEqual(["includes $3.80 VAT (Germany VAT 19%)", "includes $0.07 VAT (Reduced VAT 7%)"]);
  });

  test("When an order is untaxed, then there is no line", () => {
    expect(taxLineTexts([], false)).toEqual([]);
    expect(taxLineTexts([], true)).toEqual([]);
  });
});

describe("TaxLines", () => {
  test("When an order is taxed, then its lines show in a list named Tax", () => {
    render(<TaxLines taxLines={[ny]} pricesIncludeTax={false} />);
    expect(screen.getByRole("list", { name: "Tax" })).toHaveTextContent("NY sales tax 8.875%: $1.23");
  });

  test("When an order is untaxed, then nothing shows", () => {
    const { container } = render(<TaxLines taxLines={[]} pricesIncludeTax={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
