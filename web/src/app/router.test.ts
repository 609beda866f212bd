import { describe, expect, test } from "vitest";
import { routeChunks } from "./route-chunks";
import { routePaths } from "./router";

describe("index.html's table of route chunks (route-chunks.ts)", () => {
  test("when the router serves a path, then the table lists it, and lists no other", () => {
    expect([...routeChunks.map(([path]) => path)].sort()).toEqual(routePaths().sort());
  });
});
