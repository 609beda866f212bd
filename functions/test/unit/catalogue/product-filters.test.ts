import { describe, expect, test } from "vitest";
import {
  checkProductFilters,
  ratingAverage,
  ratingSortKey,
  type ProductFilters,
} from "../../../src/domain/catalogue/product-filters";

const none: ProductFilters = {
  sort: "newest",
  q: "",
  category: null,
  inStock: false,
  minPriceCents: null,
  maxPriceCents: null,
};

describe("product filters and sort keys", () => {
  test("when reviews are averaged, then the average has one decimal rounded half up, null without reviews", () => {
    expect(ratingAverage(0, 0)).toBeNull();
    expect(ratingAverage(5, 1)).toBe(5);
    expect(ratingAverage(17, 4)).toBe(4.3); // 4.25
    expect(ratingAverage(9, 2)).toBe(4.5);
    expect(ratingAverage(13, 3)).toBe(4.3); // 4.333
    expect(ratingAverage(29, 8)).toBe(3.6); // 3.625
    expect(ratingAverage(7, 8)).toBe(0.9); // 0.875
  });

  test("when tools are sorted by rating, then best comes first, then more reviews, and unrated last", () => {
    const keys = [
      ["unrated", ratingSortKey(null, 0)],
      ["4.5 of 2", ratingSortKey(4.5, 2)],
      ["5.0 of 1", ratingSortKey(5, 1)],
      ["4.5 of 10", ratingSortKey(4.5, 10)],
      ["1.0 of 1", ratingSortKey(1, 1)],
    ] as const;
    const order = [...keys].sort((a, b) => b[1] - a[1]).map(([name]) => name);
    expect(order).toEqual(["5.0 of 1", "4.5 of 10", "4.5 of 2", "1.0 of 1", "unrated"]);
    expect(ratingSortKey(4.5, 5_000_000)).toBeLessThan(ratingSortKey(4.6, 1));
  });

  test("when a price range comes with a sort other than price, then it is refused under the bounds sent", () => {
    expect(() => checkProductFilters({ ...none, sort: "price", minPriceCents: 0, maxPriceCents: 100 })).not.toThrow();
    expect(() =>
      checkProductFilters({ ...none, sort: "-price", maxPriceCents: 100, category: "x", inStock: true }),
    ).not.toThrow();
    for (const sort of ["newest", "rating", "name"] as const) {
      expect(() => checkProductFilters({ ...none, sort, maxPriceCents: 100 })).toThrow(/maxPrice/);
      expect(() => checkProductFilters({ ...none, sort, category: "x", inStock: true, q: "saw" })).not.toThrow();
    }
  });
});
