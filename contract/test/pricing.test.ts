import { describe, expect, test } from "vitest";
import { formatCents, formatDollars } from "../src/pricing";

const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

describe("money formatting", () => {
  test("when amounts in cents are formatted, then they read exactly as Intl's en-US dollars", () => {
    const cents = [0, 1, 9, 10, 99, 100, 101, 1400, 1407, 99_999, 100_000, 123_450, 999_999_99, 100_000_000_00];
    for (let value = 0; value < 2_000_000; value += 7_919) cents.push(value);
    for (const value of cents) {
      expect(formatCents(value), `${value} cents`).toBe(intl.format(value / 100));
      expect(formatCents(-value), `-${value} cents`).toBe(value === 0 ? "$0.00" : intl.format(-value / 100));
    }
  });

  test("when dollars with two decimals are formatted, then binary fractions do not leak into the cents", () => {
    expect(formatDollars(14)).toBe("$14.00");
    expect(formatDollars(14.07)).toBe("$14.07");
    expect(formatDollars(0.29)).toBe("$0.29");
    expect(formatDollars(1234.5)).toBe("$1,234.50");
    expect(formatDollars(19.99 * 3)).toBe("$59.97");
    for (let cents = 0; cents < 100_000; cents += 37) expect(formatDollars(cents / 100)).toBe(intl.format(cents / 100));
  });
});
