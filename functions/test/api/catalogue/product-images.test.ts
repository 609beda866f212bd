import { afterAll, describe, expect, test } from "vitest";
import { admin, call, errorOf } from "../helpers";

/** POST /products: `img` is a site path or an https: URL (docs/security.md); blank numbers take the defaults. */

const created: string[] = [];

async function addProduct(body: Record<string, unknown>) {
  const { idToken } = await admin();
  const result = await call("POST", "/products", {
    token: idToken,
    body: { name: "Cordless Drill", price: 49, ...body },
  });
  if (result.status === 201) created.push(result.body._id);
  return result;
}

afterAll(async () => {
  const { idToken } = await admin();
  for (const id of created) await call("DELETE", `/products/${id}`, { token: idToken });
});

describe("product images", () => {
  test("when img is javascript:, http:, data:, //host, has a backslash, a tab or a control character, user:password@ or is over 2 kB, then 400 with fields.img only", async () => {
    const refused = {
      "javascript:": "javascript:alert(document.cookie)",
      "http:": "http://images.example/drill.png",
      "data:": "data:image/svg+xml,<svg onload=alert(1)>",
      "protocol-relative //host": "//attacker.example/x.gif",
      "a backslash after the slash": "/\\attacker.example/x.gif",
      "a tab after the slash": "/\t/attacker.example/x.gif",
      "a control character": "/images/\u0000x.png",
      "user:password@": "https://images.example@attacker.example/x.gif",
      "over 2 kB": `https://images.example/${"a".repeat(2100)}`,
    };
    for (const [form, img] of Object.entries(refused)) {
      const result = await addProduct({ img });
      expect(result.status, form).toBe(400);
      const error = errorOf(result);
      expect(error.code, form).toBe("bad-request");
      expect(Object.keys(error.fields ?? {}), form).toEqual(["img"]);
    }
  });

  test("when only name and price are set, the rest blank, and img is an https URL on any host or a site path, then 201 with minimum order 1 and available 0", async () => {
    for (const img of ["https://images.example/drill.png", "/images/products/claw-hammer.svg"]) {
      const result = await addProduct({ minimumOrder: "", available: "", description: "", img });
      expect(result.status, result.text).toBe(201);
      expect(result.body).toMatchObject({ minimumOrder: 1, available: 0, description: "", img });
      expect((await call("GET", `/product/${result.body._id}`)).body.img).toBe(img);
    }
  });
});
