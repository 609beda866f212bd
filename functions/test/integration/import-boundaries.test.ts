import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, test } from "vitest";

/**
 * The import boundaries of eslint.config.js (docs/architecture.md), run by ESLint itself on
 * one-line sources placed in the folders they would live in. Nothing is written to disk.
 */
const root = fileURLToPath(new URL("../../..", import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports" || message.ruleId === "no-restricted-syntax")
    .map((message) => message.message);
}

describe("import boundaries", () => {
  test("when a service imports from the HTTP layer, then lint fails", async () => {
    const found = await problems(
      "functions/src/services/example.ts",
      'import { callerOf } from "../http/middleware/require-auth";\nexport const x = callerOf;\n',
    );
    expect(found).toEqual([expect.stringMatching(/imports point down/)]);
  });

  test("when the domain imports a repository, or a repository a service, then lint fails", async () => {
    expect(
      await problems(
        "functions/src/domain/example.ts",
        'import { findOrder } from "../data/order-repository";\nexport const x = findOrder;\n',
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        "functions/src/data/example.ts",
        'import { placeOrder } from "../services/place-order";\nexport const x = placeOrder;\n',
      ),
    ).toHaveLength(1);
  });

  test("when a route imports a repository, then lint fails; a service, then it passes", async () => {
    expect(
      await problems(
        "functions/src/http/routes/example.ts",
        'import { findOrder } from "../../data/order-repository";\nexport const x = findOrder;\n',
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        "functions/src/http/routes/example.ts",
        'import { getOrder } from "../../services/get-order";\nexport const x = getOrder;\n',
      ),
    ).toEqual([]);
  });

  test("when anything outside functions/src/data imports firebase-admin/firestore, then lint fails", async () => {
    const code = 'import { getFirestore } from "firebase-admin/firestore";\nexport const x = getFirestore;\n';
    const firestoreOnlyInData = expect.arrayContaining([expect.stringMatching(/Only functions\/src\/data/)]);
    expect(await problems("functions/src/services/example.ts", code)).toEqual(firestoreOnlyInData);
    expect(await problems("scripts/example.ts", code)).toHaveLength(1);
    expect(
      await problems("scripts/example.ts", 'export const load = () => import("firebase-admin/firestore");\n'),
    ).toHaveLength(1);
    expect(await problems("functions/src/data/example.ts", code)).toEqual([]);
  });

  test("when a web feature imports another feature, then lint fails; its own files and shared code pass", async () => {
    const other = 'import { getProduct } from "../../orders/api/get-product";\nexport const x = getProduct;\n';
    expect(await problems("web/src/features/catalog/components/example.ts", other)).toHaveLength(1);
    expect(
      await problems(
        "web/src/features/catalog/example.ts",
        'import { x as y } from "../orders/my-orders-page";\nexport const x = y;\n',
      ),
    ).toHaveLength(1);
    const own =
      'import { getProducts } from "../api/get-products";\nimport { api } from "../../../lib/api-client";\nexport const x = [getProducts, api];\n';
    expect(await problems("web/src/features/catalog/components/example.ts", own)).toEqual([]);
  });
});
