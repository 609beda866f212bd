import { describe, expect, test } from "vitest";
import { dataPattern, routeChunks, routePattern } from "./route-chunks";
import { routePaths } from "./router";

describe("index.html's table of route chunks (route-chunks.ts)", () => {
  test("when the router serves a path, then the table lists it, and lists no other", () => {
    expect([...routeChunks.map(([path]) => path)].sort()).toEqual(routePaths().sort());
  });

  test("when a route names its data, then the inline script's replace turns the page's URL into that call", () => {
    const [path, , data] = routeChunks.find(([, , data]) => data)!;
    expect(path).toBe("/product/:productId");
    expect("/product/claw-hammer".replace(new RegExp(routePattern(path), "i"), dataPattern(path, data!))).toBe(
      "/api/product/claw-hammer",
    );
    expect(() => dataPattern("/product/:productId", "/reviews/:orderId")).toThrow(/:orderId/);
  });
});
