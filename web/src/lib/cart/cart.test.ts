import { afterEach, describe, expect, test, vi } from "vitest";
import { answerFetch, json } from "../../test/render";
import { addToCart, mergeVisitorCart, readVisitorCart } from "./cart";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const wrench = { _id: "adjustable-wrench", name: "Adjustable Wrench", minimumOrder: 1, available: 90 };

describe("the visitor's cart kept in the browser", () => {
  test("when a cart was kept before variants, then its lines still read, as the tools' default", async () => {
    localStorage.setItem("hometools:visitorCart", JSON.stringify([{ productId: "claw-hammer", quantity: 2 }]));
    expect(readVisitorCart()).toEqual([{ productId: "claw-hammer", quantity: 2 }]);
    // The same tool added again (no options) joins its line.
    await addToCart({ _id: "claw-hammer", name: "Claw Hammer", minimumOrder: 2, available: 30 }, false);
    expect(readVisitorCart()).toEqual([{ productId: "claw-hammer", quantity: 4 }]);
  });

  test("when two sizes of a tool are added, then each is a line of its own, and a size added again joins its line", async () => {
    await addToCart({ ...wrench, variantId: "8-in", variantLabel: "Size: 8 in" }, false);
    await addToCart({ ...wrench, variantId: "6-in", variantLabel: "Size: 6 in" }, false);
    expect(await addToCart({ ...wrench, variantId: "8-in", variantLabel: "Size: 8 in" }, false)).toBe(2);
    expect(readVisitorCart()).toEqual([
      { productId: "adjustable-wrench", variantId: "8-in", quantity: 2 },
      { productId: "adjustable-wrench", variantId: "6-in", quantity: 1 },
    ]);
  });

  test("when the visitor signs in, then the merge sends each line with its variant and the browser's copy goes", async () => {
    localStorage.setItem(
      "hometools:visitorCart",
      JSON.stringify([
        { productId: "adjustable-wrench", variantId: "8-in", quantity: 2 },
        { productId: "claw-hammer", quantity: 2 },
      ]),
    );
    const fetch = answerFetch(json(200, { lines: [], totalPrice: 0, version: 1, capped: [], dropped: [] }));
    await mergeVisitorCart();
    expect(fetch.mock.calls[0]![0]).toBe("/api/cart/merge");
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      lines: [
        { productId: "adjustable-wrench", variantId: "8-in", quantity: 2 },
        { productId: "claw-hammer", quantity: 2 },
      ],
    });
    expect(readVisitorCart()).toEqual([]);
  });
});
