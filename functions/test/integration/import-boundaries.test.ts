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
    ["a route imports the photo codec", "functions/src/http/routes/example.ts", "../../images/photo-codec"],
    ["the photo codec imports a repository", "functions/src/images/example.ts", "../data/catalogue/photo-store"],
    ["the photo codec imports firebase-admin", "functions/src/images/example.ts", "firebase-admin/storage"],
    ["a service decodes a photo itself", "functions/src/services/catalogue/example.ts", "sharp"],
    ["a repository decodes a photo", "functions/src/data/catalogue/example.ts", "sharp"],
    ["the domain decodes a photo", "functions/src/domain/catalogue/example.ts", "sharp"],
    ["a route imports the PDF drawing", "functions/src/http/routes/example.ts", "../../documents/invoice-pdf"],
    [
      "the PDF drawing imports a repository",
      "functions/src/documents/example.ts",
      "../data/invoices/invoice-repository",
    ],
    ["the PDF drawing imports a service", "functions/src/documents/example.ts", "../services/invoices/get-invoice"],
    ["the PDF drawing imports firebase-admin", "functions/src/documents/example.ts", "firebase-admin/storage"],
    ["a service draws a PDF itself", "functions/src/services/invoices/example.ts", "pdfkit"],
    ["a repository draws a PDF", "functions/src/data/invoices/example.ts", "pdfkit"],
    ["the domain draws a PDF", "functions/src/domain/invoices/example.ts", "pdfkit"],
    [
      "a domain rule imports the PDF drawing",
      "functions/src/domain/invoices/example.ts",
      "../../documents/invoice-pdf",
    ],
  ])("when %s, then lint fails", async (_case, file, from) => {
    expect(await problems(file, importing(from))).toHaveLength(1);
  });

  test.each([
    ["a service in an area imports the HTTP layer", "functions/src/services/orders/example.ts", "../../http/validate"],
    [
      "a domain rule in an area imports a repository",
      "functions/src/domain/taxes/example.ts",
      "../../data/orders/order-repository",
    ],
    [
      "a repository in an area imports a service",
      "functions/src/data/orders/example.ts",
      "../../services/orders/get-order",
    ],
    [
      "a route imports a repository in an area",
      "functions/src/http/routes/example.ts",
      "../../data/orders/order-repository",
    ],
  ])("when %s, then lint fails", async (_case, file, from) => {
    expect(await problems(file, importing(from))).toHaveLength(1);
  });

  test.each([
    ["a service", "functions/src/services/orders/example.ts", "../../errors", "AppError"],
    ["a service at the top of services/", "functions/src/services/example.ts", "../errors", "AppError"],
    ["a domain rule", "functions/src/domain/example.ts", "../errors", "AppError"],
    ["a domain rule in an area", "functions/src/domain/orders/example.ts", "../../errors", "AppError"],
    ["a repository", "functions/src/data/accounts/example.ts", "../../errors", "AppError"],
    ["the Stripe client", "functions/src/payments/example.ts", "../errors", "AppError"],
    // notFound and forbidden, which built AppErrors, are gone; the whole module stays out of bounds.
    ["a service, for a helper", "functions/src/services/catalogue/example.ts", "../../errors", "notFound"],
  ])("when %s imports the API's errors (%s), then lint fails", async (_case, file, from, name) => {
    expect(await problems(file, importing(from, name))).toEqual([expect.stringMatching(/Only http\/ builds/)]);
  });

  test("when the HTTP layer imports the API's errors or a service throws a Refused, then lint passes", async () => {
    expect(await problems("functions/src/http/routes/example.ts", importing("../../errors", "AppError"))).toEqual([]);
    expect(await problems("functions/src/http/refusals/example.ts", importing("../../errors", "AppError"))).toEqual([]);
    expect(
      await problems("functions/src/services/orders/example.ts", importing("../../domain/refused", "Refused")),
    ).toEqual([]);
  });

  test("when the transaction layer imports contention, then lint passes; a service may not", async () => {
    // data/transaction.ts throws the AppError `contention` as its own contract (docs/decisions/042).
    expect(await problems("functions/src/data/transaction.ts", importing("../errors", "contention"))).toEqual([]);
    expect(
      await problems("functions/src/services/checkout/example.ts", importing("../../errors", "contention")),
    ).toEqual([expect.stringMatching(/Only http\/ builds/)]);
  });

  test("when an area imports an area of the same layer named like another layer, then lint passes", async () => {
    // services/payments/ and domain/mail/ are areas, not the Stripe client and the SMTP transport.
    expect(await problems("functions/src/services/orders/example.ts", importing("../payments/apply-payment"))).toEqual(
      [],
    );
    expect(await problems("functions/src/domain/orders/example.ts", importing("../mail/order-mail"))).toEqual([]);
    expect(
      await problems("functions/src/http/routes/example.ts", importing("../../services/payments/confirm-payment")),
    ).toEqual([]);
  });

  test("when a route imports a service, or a service a repository, then lint passes", async () => {
    expect(await problems("functions/src/http/routes/example.ts", importing("../../services/get-order"))).toEqual([]);
    expect(await problems("functions/src/services/example.ts", importing("../data/order-repository"))).toEqual([]);
  });

  test("when a service calls the photo codec, and the codec uses sharp and the domain's rules, then lint passes", async () => {
    expect(
      await problems("functions/src/services/catalogue/example.ts", importing("../../images/photo-codec")),
    ).toEqual([]);
    expect(await problems("functions/src/images/example.ts", importing("sharp", "default as sharp"))).toEqual([]);
    expect(await problems("functions/src/images/example.ts", importing("../domain/catalogue/images"))).toEqual([]);
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
      await problems("web/src/features/catalog/components/example.ts", importing("../../../lib/api/api-client")),
    ).toEqual([]);
  });

  test("when what a first visit of the home page renders imports MUI or Emotion, then lint fails; other pages may", async () => {
    const box = importing("@mui/material/Box", "Box");
    const firstVisit = expect.arrayContaining([expect.stringMatching(/no MUI or Emotion/)]);
    expect(await problems("web/src/features/catalog/components/product-card.tsx", box)).toEqual(firstVisit);
    expect(await problems("web/src/features/reviews/components/review-card.tsx", box)).toEqual(firstVisit);
    expect(await problems("web/src/app/layout/top-bar.tsx", box)).toEqual(firstVisit);
    expect(await problems("web/src/components/feedback/query-states.tsx", importing("@emotion/react", "css"))).toEqual(
      firstVisit,
    );
    expect(await problems("web/src/features/admin/orders/manage-orders-page.tsx", box)).toEqual([]);
    expect(await problems("web/src/components/tables/data-table.tsx", box)).toEqual([]);
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
      await problems("web/src/features/auth/components/auth-card.tsx", importing("../../../lib/form-fields")),
    ).toEqual([]);
  });

  test("when checkout, a visitor's cart or the plain form pieces import MUI, then lint fails; the account's cart may", async () => {
    const coldPage = expect.arrayContaining([expect.stringMatching(/as are checkout and a visitor's cart/)]);
    const box = importing("@mui/material/Box", "Box");
    expect(await problems("web/src/features/checkout/checkout-page.tsx", box)).toEqual(coldPage);
    expect(await problems("web/src/features/cart/cart-page.tsx", box)).toEqual(coldPage);
    expect(await problems("web/src/features/cart/components/visitor-line-row.tsx", box)).toEqual(coldPage);
    expect(await problems("web/src/components/forms/plain-field.tsx", importing("@emotion/react", "css"))).toEqual(
      coldPage,
    );
    expect(await problems("web/src/features/cart/account-cart.tsx", box)).toEqual([]);
    // They keep the feature boundary.
    expect(
      await problems("web/src/features/checkout/checkout-page.tsx", importing("../cart/components/line-steps")),
    ).toHaveLength(1);
  });

  test.each([
    ["the functions import a stand-in", "functions/src/payments/example.ts", "../../../devstack/stripe-standin"],
    ["the functions import the launcher's code", "functions/src/example.ts", "../../stack/stack"],
    [
      "the domain imports the ports (its own block keeps the rule)",
      "functions/src/domain/example.ts",
      "../../../ports/ports",
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
    ["a stand-in imports the web app", "devstack/local-firestore/example.ts", "../../web/src/lib/api/api-client"],
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

  test.each(["scripts/seed", "testkit/shop-client", "stack/stack", "ports/ports"])(
    "when the functions or the web app import %s, then lint fails",
    async (target) => {
      for (const file of ["functions/src/http/example.ts", "web/src/lib/example.ts"]) {
        expect(await problems(file, importing(`../../../${target}`))).toEqual([
          expect.stringMatching(/imports no local tools/),
        ]);
      }
    },
  );

  // The local tools' own layers: scripts, e2e and the tests -> testkit -> stack -> devstack -> ports.
  // The refusal names the folder the importing file lies in.
  test.each([
    ["a stand-in imports a script", "devstack/stripe-standin/example.ts", "../../scripts/start"],
    ["a stand-in imports the launcher's code", "devstack/local-firestore/example.ts", "../../stack/firestore"],
    ["a stand-in imports the test kit", "devstack/mail-catcher/example.ts", "../../testkit/shop-client"],
    ["a stand-in's test imports the launcher", "devstack/local-firestore/test/example.ts", "../../../stack/stack"],
    ["the launcher's code imports a script", "stack/example.ts", "../scripts/seed"],
    ["the launcher's code imports the test kit", "stack/example.ts", "../testkit/shop-client"],
    ["the launcher's code imports the browser suite", "stack/example.ts", "../e2e/support/arrange"],
    ["the test kit imports a script", "testkit/shop-client/example.ts", "../../scripts/seed"],
    ["the test kit imports the launcher's code", "testkit/example.ts", "../stack/stack"],
    ["the test kit imports the browser suite", "testkit/shop-client/example.ts", "../../e2e/fixtures"],
    ["the test kit imports the functions", "testkit/shop-client/example.ts", "../../functions/src/domain/pricing"],
    ["the ports import a stand-in", "ports/example.ts", "../devstack/stripe-standin"],
    ["the ports import the launcher's code", "ports/example.ts", "../stack/stack"],
    ["the ports import the contract", "ports/example.ts", "@hometools/contract"],
  ])("when %s, then lint fails", async (_case, file, from) => {
    const folder = `${file.split("/")[0]}/ `;
    expect(await problems(file, importing(from))).toEqual([expect.stringContaining(folder)]);
  });

  test("when each layer imports the layers below it, then lint passes", async () => {
    expect(await problems("scripts/example.ts", importing("../stack/stack"))).toEqual([]);
    expect(await problems("scripts/bench/example.ts", importing("../../testkit/chromium"))).toEqual([]);
    expect(await problems("functions/test/api/example.ts", importing("../../../testkit/shop-client"))).toEqual([]);
    expect(await problems("functions/test/api/example.ts", importing("../../../stack/seed"))).toEqual([]);
    expect(await problems("functions/test/api/example.ts", importing("../../../devstack/stripe-standin"))).toEqual([]);
    expect(await problems("e2e/checkout/example.spec.ts", importing("../support/api"))).toEqual([]);
    expect(await problems("e2e/support/example.ts", importing("../../testkit/shop-client"))).toEqual([]);
    expect(await problems("e2e/support/example.ts", importing("../../stack/admin-app"))).toEqual([]);
    expect(await problems("testkit/shop-client/example.ts", importing("../../ports/ports"))).toEqual([]);
    expect(await problems("testkit/shop-client/example.ts", importing("../../devstack/stripe-standin"))).toEqual([]);
    expect(await problems("stack/example.ts", importing("../devstack/stripe-standin"))).toEqual([]);
    expect(await problems("stack/example.ts", importing("../functions/src/services/expire-holds"))).toEqual([]);
    expect(await problems("devstack/stripe-standin/example.ts", importing("../../ports/ports"))).toEqual([]);
    expect(await problems("devstack/local-firestore/test/example.ts", importing("../../child"))).toEqual([]);
    expect(await problems("ports/example.ts", importing("node:net"))).toEqual([]);
    expect(await problems("playwright.config.ts", importing("./testkit/chromium"))).toEqual([]);
    expect(await problems("web/vite.config.ts", importing("../ports/ports.ts"))).toEqual([]);
    // Folder names match case-sensitively: MUI's Stack is no stack/.
    expect(await problems("web/src/features/admin/example.tsx", importing("@mui/material/Stack"))).toEqual([]);
  });
});
