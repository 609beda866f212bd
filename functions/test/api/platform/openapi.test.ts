import { describe, expect, test } from "vitest";
import { apiRoutes } from "@hometools/contract/openapi";
import { errorCodes } from "@hometools/contract";
import { buildApp } from "../../../src/app";
import { call, urls } from "../helpers";

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every "METHOD /path" the Express app registers, with parameters written as OpenAPI's {}. */
function registeredRoutes(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = layer.route.path.replace(/:\w+/g, "{}");
      return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${path}`);
    }
    return layer.handle?.stack ? registeredRoutes(layer.handle.stack) : [];
  });
}

const documented = (document: { paths: Record<string, Record<string, unknown>> }) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, "{}")}`),
  );

describe("the OpenAPI document", () => {
  test("when anyone asks for /openapi.json, then it is an OpenAPI 3.1 document with every path of the contract", async () => {
    const result = await call("GET", "/openapi.json");
    expect(result.status).toBe(200);
    expect(result.body.openapi).toBe("3.1.0");
    for (const route of apiRoutes) expect(result.body.paths[route.path]).toHaveProperty(route.method);
    const order = result.body.paths["/orders"].post;
    // Two bodies: the spec's one product, or lines.
    const [oneProduct, lines] = order.requestBody.content["application/json"].schema.anyOf;
    expect(oneProduct.required).toEqual(expect.arrayContaining(["productId", "number", "location"]));
    expect(Object.keys(oneProduct.properties)).toContain("quantity");
    expect(lines.required).toEqual(expect.arrayContaining(["lines", "number", "location"]));
    expect(lines.properties.lines).toMatchObject({ type: "array", minItems: 1, maxItems: 20 });
    expect(order.responses["409"].description).toContain("out-of-stock");
    expect(result.body.paths["/user/makeadmin/{email}"].put.responses["409"].description).toContain(
      "email-not-verified",
    );
    expect(result.body.components.schemas.Error.properties.error.properties.code.enum).toEqual([...errorCodes]);
    expect((await call("GET", "/openapi.json", { base: `${urls.web}/api` })).body.openapi).toBe("3.1.0");
  });

  test("when a client reads PUT /products/{id}/variants, then the document gives its body, its answer and both 409s", async () => {
    const { body: document } = await call("GET", "/openapi.json");
    const put = document.paths["/products/{id}/variants"].put;
    expect(put.operationId).toBe("replaceVariants");
    const body = put.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(expect.arrayContaining(["version", "options", "variants"]));
    expect(body.properties.options).toMatchObject({ type: "array", maxItems: 3 });
    expect(Object.keys(body.properties.variants.items.properties)).toEqual(
      expect.arrayContaining(["id", "options", "sku", "price", "available", "gtin", "mpn"]),
    );
    const answer = put.responses["200"].content["application/json"].schema;
    expect(answer.required).toEqual(expect.arrayContaining(["options", "variants", "priceMax", "variantCount"]));
    expect(put.responses["403"].description).toContain("owner-only");
    const conflict = put.responses["409"];
    expect(conflict.description).toContain("version-conflict");
    expect(conflict.description).toContain("sku-taken");
    // Either body: the version conflict with the current product, or the shared Error of sku-taken.
    const [versionConflict, shared] = conflict.content["application/json"].schema.anyOf;
    expect(versionConflict.properties.error.properties.current.required).toContain("variants");
    expect(shared.properties.error.properties.code.enum).toContain("sku-taken");
    // A move of a tool's stock names its variant; a line of an order, a cart or a refund may.
    const move = document.paths["/products/{id}/stock"].post.requestBody.content["application/json"].schema;
    expect(Object.keys(move.properties)).toContain("variantId");
    const [, lines] = document.paths["/orders"].post.requestBody.content["application/json"].schema.anyOf;
    expect(Object.keys(lines.properties.lines.items.properties)).toContain("variantId");
  });

  test("when a client reads the photo routes, then the upload's body is a multipart form of a binary file and its alt text, answered by the photo", async () => {
    const { body: document } = await call("GET", "/openapi.json");
    const upload = document.paths["/products/{id}/images"].post;
    expect(upload.operationId).toBe("addProductImage");
    expect(Object.keys(upload.requestBody.content)).toEqual(["multipart/form-data"]);
    const form = upload.requestBody.content["multipart/form-data"].schema;
    expect(form.required).toEqual(expect.arrayContaining(["file", "alt"]));
    expect(form.properties.file).toMatchObject({ type: "string", format: "binary", maxLength: 10 * 1024 * 1024 });
    expect(form.properties.alt).toMatchObject({ type: "string", maxLength: 125 });
    const photo = upload.responses["201"].content["application/json"].schema;
    expect(photo.required).toEqual(expect.arrayContaining(["id", "alt", "width", "height", "src", "srcset"]));
    expect(upload.responses["409"].description).toContain("too-many-images");
    expect(upload.responses["413"].description).toContain("payload-too-large");
    const patch = document.paths["/products/{id}/images"].patch;
    expect(Object.keys(patch.requestBody.content["application/json"].schema.properties)).toEqual(
      expect.arrayContaining(["version", "order", "alt"]),
    );
    expect(patch.responses["409"].description).toContain("version-conflict");
    expect(document.paths["/products/{id}/images/{imageId}"].delete.operationId).toBe("removeProductImage");
    // A product answers its photos.
    const product = document.paths["/product/{id}"].get.responses["200"].content["application/json"].schema;
    expect(product.required).toContain("images");
  });

  test("when a route is registered on the Express app, then the document describes it", async () => {
    const app = buildApp() as unknown as { router: { stack: Layer[] } };
    const registered = new Set(registeredRoutes(app.router.stack));
    const described = new Set(documented((await call("GET", "/openapi.json")).body));
    expect(registered.size).toBeGreaterThan(15);
    expect([...registered].filter((route) => !described.has(route))).toEqual([]);
  });
});
