import { describe, expect, test } from "vitest";
import { buildOpenApiDocument } from "../src/openapi/document";
import { stockMoveInput, updateProductInput } from "../src";

const fields = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join(".") || "body");

describe("catalogue schemas", () => {
  test("when an edit sends available, no version, or nothing to change, then each is refused by name", () => {
    expect(fields(updateProductInput.safeParse({ version: 1, price: 2, available: 9 }))).toEqual(["available"]);
    expect(fields(updateProductInput.safeParse({ price: 2 }))).toEqual(["version"]);
    expect(fields(updateProductInput.safeParse({ version: 1 }))).toEqual(["body"]);
    expect(updateProductInput.parse({ version: 2, name: " Saw ", img: "https://x.example/a.png" })).toEqual({
      version: 2,
      name: "Saw",
      img: "https://x.example/a.png",
    });
  });

  test("when a stock move is 0, fractional, past 100000 or has no reason, then it is refused", () => {
    for (const delta of [0, 1.5, 100_001, -100_001, "2"]) {
      expect(fields(stockMoveInput.safeParse({ delta, reason: "x" }))).toEqual(["delta"]);
    }
    expect(fields(stockMoveInput.safeParse({ delta: 3, reason: " " }))).toEqual(["reason"]);
    expect(stockMoveInput.parse({ delta: -100_000, reason: " lost " })).toEqual({ delta: -100_000, reason: "lost" });
  });

  test("when the document describes PATCH /products/{id}, then its 409 carries the current product", () => {
    const patch = buildOpenApiDocument().paths["/products/{id}"]!.patch as {
      responses: Record<string, { content: { "application/json": { schema: Record<string, any> } } }>;
    };
    const conflict = patch.responses["409"]!.content["application/json"].schema;
    expect(conflict.properties.error.properties.code).toEqual({ type: "string", const: "version-conflict" });
    expect(conflict.properties.error.required).toContain("current");
    expect(conflict.properties.error.properties.current.required).toContain("version");
  });
});
