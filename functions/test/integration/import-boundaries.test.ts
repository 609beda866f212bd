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

/** A one-line module importing `name` from `from`. */
const importing = (from: string, name = "x") => `import { ${name} } from "${from}";\nexport const y = ${name};\n`;

describe("import boundaries", () => {
  test("when a service imports from the HTTP layer, then lint fails", async () => {
    expect(await problems("functions/src/services/example.ts", importing("../http/middleware/require-auth"))).toEqual([
      expect.stringMatching(/imports point down/),
    ]);
  });

  test.each([
    ["the domain imports a repository", "functions/src/domain/example.ts", "../data/order-repository"],
    ["a repository imports a service", "functions/src/data/example.ts", "../services/place-order"],
    ["the Stripe client imports a repository", "functions/src/payments/example.ts", "../data/order-repository"],
    ["a route imports a repository", "functions/src/http/routes/example.ts", "../../data/order-repository"],
    ["a route imports the Stripe client", "functions/src/http/routes/example.ts", "../../payments/stripe-client"],
  ])("when %s, then lint fails", async (_case, file, from) => {
    expect(await problems(file, importing(from))).toHaveLength(1);
  });

  test("when a route imports a service, or a service a repository, then lint passes", async () => {
    expect(await problems("functions/src/http/routes/example.ts", importing("../../services/get-order"))).toEqual([]);
    expect(await problems("functions/src/services/example.ts", importing("../data/order-repository"))).toEqual([]);
  });

  test("when anything outside functions/src/data imports firebase-admin/firestore, then lint fails", async () => {
    const firestore = importing("firebase-admin/firestore", "getFirestore");
    const firestoreOnlyInData = expect.arrayContaining([expect.stringMatching(/Only functions\/src\/data/)]);
    expect(await problems("functions/src/services/example.ts", firestore)).toEqual(firestoreOnlyInData);
    expect(await problems("scripts/example.ts", firestore)).toHaveLength(1);
    expect(
      await problems("scripts/example.ts", 'export const load = () => import("firebase-admin/firestore");\n'),
    ).toHaveLength(1);
    expect(await problems("functions/src/data/example.ts", firestore)).toEqual([]);
  });

  test("when a web feature imports another feature, then lint fails; its own files and shared code pass", async () => {
    expect(
      await problems("web/src/features/catalog/components/example.ts", importing("../../orders/api/get-product")),
    ).toHaveLength(1);
    expect(await problems("web/src/features/catalog/example.ts", importing("../orders/my-orders-page"))).toHaveLength(
      1,
    );
    expect(await problems("web/src/features/catalog/components/example.ts", importing("../api/get-products"))).toEqual(
      [],
    );
    expect(
      await problems("web/src/features/catalog/components/example.ts", importing("../../../lib/api-client")),
    ).toEqual([]);
  });

  test("when what a first visit of the home page renders imports MUI or Emotion, then lint fails; other pages may", async () => {
    const box = importing("@mui/material/Box", "Box");
    const firstVisit = expect.arrayContaining([expect.stringMatching(/no MUI or Emotion/)]);
    expect(await problems("web/src/features/catalog/components/product-card.tsx", box)).toEqual(firstVisit);
    expect(await problems("web/src/features/reviews/components/review-card.tsx", box)).toEqual(firstVisit);
    expect(await problems("web/src/app/layout/top-bar.tsx", box)).toEqual(firstVisit);
    expect(await problems("web/src/components/query-states.tsx", importing("@emotion/react", "css"))).toEqual(
      firstVisit,
    );
    expect(await problems("web/src/features/admin/manage-orders-page.tsx", box)).toEqual([]);
    expect(await problems("web/src/components/data-table.tsx", box)).toEqual([]);
    // The home page's sections keep the feature boundary too.
    expect(
      await problems("web/src/features/catalog/components/product-card.tsx", importing("../../orders/api/get-product")),
    ).toHaveLength(1);
  });

  test("when login or signup imports MUI or Emotion, then lint fails; they keep the feature boundary", async () => {
    const coldPage = expect.arrayContaining([expect.stringMatching(/Login and signup are plain elements/)]);
    expect(await problems("web/src/features/auth/login-page.tsx", importing("@mui/material/TextField"))).toEqual(
      coldPage,
    );
    expect(
      await problems("web/src/features/auth/components/auth-card.tsx", importing("@emotion/react", "css")),
    ).toEqual(coldPage);
    expect(
      await problems("web/src/features/auth/signup-page.tsx", importing("../orders/api/get-product")),
    ).toHaveLength(1);
    expect(
      await problems("web/src/features/auth/components/auth-field.tsx", importing("../../../lib/form-fields")),
    ).toEqual([]);
  });

  test.each([
    ["the functions import a stand-in", "functions/src/payments/example.ts", "../../../devstack/stripe-standin"],
    ["the functions import the launcher's code", "functions/src/example.ts", "../../scripts/lib/ports"],
    [
      "the domain imports a script (its own block keeps the rule)",
      "functions/src/domain/example.ts",
      "../../../scripts/lib/ports",
    ],
    ["the functions import the browser suite", "functions/src/http/example.ts", "../../../e2e/support/api"],
    ["the web app imports a stand-in", "web/src/lib/example.ts", "../../../devstack/stripe-standin"],
    [
      "a web feature imports a stand-in",
      "web/src/features/catalog/components/example.ts",
      "../../../../../devstack/stripe-standin",
    ],
    ["a script imports the browser suite", "scripts/example.ts", "../e2e/support/api"],
    ["an API test imports the browser suite", "functions/test/api/example.ts", "../../../e2e/support/arrange"],
    ["the web app imports the browser suite", "web/src/lib/example.ts", "../../../e2e/support/api"],
    ["a stand-in imports the functions", "devstack/stripe-standin/example.ts", "../../functions/src/config"],
    ["a stand-in imports the web app", "devstack/local-firestore/example.ts", "../../web/src/lib/api-client"],
    [
      "a stand-in's test imports the browser suite",
      "devstack/stripe-standin/test/example.ts",
      "../../../e2e/support/api",
    ],
  ])("when %s, then lint fails", async (_case, file, from) => {
    expect(await problems(file, importing(from))).toEqual([
      expect.stringMatching(/imports no local|imports e2e|imports nothing of the shop/),
    ]);
  });

  test("when the launcher or a test uses a stand-in, or the browser suite its own support and scripts/lib, then lint passes", async () => {
    expect(await problems("scripts/lib/example.ts", importing("../../devstack/stripe-standin"))).toEqual([]);
    expect(await problems("functions/test/api/example.ts", importing("../../../devstack/stripe-standin"))).toEqual([]);
    expect(await problems("devstack/stripe-standin/example.ts", importing("../../scripts/lib/ports"))).toEqual([]);
    expect(await problems("e2e/example.spec.ts", importing("./support/api"))).toEqual([]);
    expect(await problems("e2e/support/example.ts", importing("../../scripts/lib/shop-client"))).toEqual([]);
  });
});
