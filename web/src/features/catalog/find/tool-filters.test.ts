import { TOOLS_PAGE_SIZE } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import {
  cursorOf,
  filtersFromSearch,
  noFilters,
  productsPathFor,
  searchFromFilters,
  typedPrice,
  withChange,
  type ToolFilters,
} from "./tool-filters";

describe("the URL of a list of tools", () => {
  test("when nothing is chosen, then the URL has no search params and the API call none", () => {
    expect(searchFromFilters(noFilters).toString()).toBe("");
    expect(productsPathFor(noFilters)).toBe(`/products?limit=${TOOLS_PAGE_SIZE}`);
    expect(filtersFromSearch("")).toEqual(noFilters);
  });

  test("when every filter is chosen, then the URL names each and reads back as the same filters", () => {
    const filters: ToolFilters = {
      category: "power-tools",
      sort: "price",
      inStock: true,
      minPrice: 0,
      maxPrice: 100,
      limit: 4,
      cursor: "abc==",
    };
    const search = searchFromFilters(filters).toString();
    expect(search).toBe(
      "category=power-tools&inStock=true&minPrice=0&maxPrice=100&sort=price&limit=4&cursor=abc%3D%3D",
    );
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(productsPathFor(filters)).toBe(`/products?${search}`);
  });

  test("when a category page asks, then its slug is the API call's category whatever the URL says", () => {
    const filters = filtersFromSearch("category=hand-tools&inStock=true&sort=-price");
    expect(productsPathFor(filters, "garden")).toBe("/products?category=garden&inStock=true&sort=-price&limit=12");
  });

  test("when the URL holds malformed values, then each falls back to its default", () => {
    expect(
      filtersFromSearch("category=Power_Tools&sort=cheapest&inStock=yes&minPrice=-3&maxPrice=1e3&limit=1000&cursor="),
    ).toEqual(noFilters);
    expect(filtersFromSearch("category=a--b&limit=0")).toEqual(noFilters);
  });

  test("when prices have cents, then they are kept; when the sort is a known one, then it is kept", () => {
    expect(filtersFromSearch("minPrice=9.99&maxPrice=120.5&sort=-price")).toMatchObject({
      minPrice: 9.99,
      maxPrice: 120.5,
      sort: "-price",
    });
    expect(filtersFromSearch("sort=rating").sort).toBe("rating");
    expect(filtersFromSearch("sort=name").sort).toBe("name");
  });

  test("when a price range is set, then another sort becomes price's; when another sort is chosen, then the range goes", () => {
    const ranged = withChange(noFilters, { maxPrice: 100 });
    expect(ranged).toMatchObject({ maxPrice: 100, sort: "price" });
    expect(withChange({ ...ranged, sort: "-price" }, { minPrice: 10 }).sort).toBe("-price");
    expect(withChange(ranged, { sort: "rating" })).toMatchObject({ sort: "rating", minPrice: null, maxPrice: null });
    expect(filtersFromSearch("maxPrice=100&sort=name").sort).toBe("price");
  });

  test("when a filter changes, then the view starts again at the first page and keeps the others", () => {
    const onPageTwo = { ...noFilters, category: "garden", inStock: true, cursor: "next" };
    expect(withChange(onPageTwo, { sort: "price" })).toEqual({ ...onPageTwo, sort: "price", cursor: null });
  });

  test("when the server's next link carries a cursor, then cursorOf reads it", () => {
    expect(cursorOf("/products?category=garden&sort=price&limit=4&cursor=a%2Bb")).toBe("a+b");
    expect(cursorOf("/products?limit=4")).toBeNull();
    expect(cursorOf(null)).toBeNull();
  });

  test("when a shopper types a price, then blank is no bound and anything but dollars is refused", () => {
    expect(typedPrice("")).toBeNull();
    expect(typedPrice(" 100 ")).toBe(100);
    expect(typedPrice("12.50")).toBe(12.5);
    expect(typedPrice("ten")).toBeUndefined();
    expect(typedPrice("-1")).toBeUndefined();
  });
});
