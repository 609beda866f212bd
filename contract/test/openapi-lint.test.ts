import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, test } from "vitest";
import { apiRoutes, buildOpenApiDocument } from "../src/openapi/document";

describe("the OpenAPI document", () => {
  test("when Redocly's recommended rules read it, then they find no error and no warning", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({
      source: JSON.stringify(buildOpenApiDocument()),
      absoluteRef: "openapi.json",
      config,
    });
    const found = problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`);
    expect(found).toEqual([]);
  });

  test("when a client is generated from it, then every operation has a unique camelCase method name", () => {
    const ids = apiRoutes.map((route) => route.operationId);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
