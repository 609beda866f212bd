import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// --- Import boundaries (docs/architecture.md) ------------------------------------------------
// ESLint's own no-restricted-imports, one block per folder: every import points down, features
// stay apart, and only functions/src/data talks to Firestore. Our imports between folders are
// relative, so each rule matches the path as written ("../http/...", "../../orders/...").
const FIRESTORE = "firebase-admin/firestore";
const onlyDataUsesFirestore = {
  regex: `^${FIRESTORE}`,
  message: "Only functions/src/data talks to Firestore: add or use a repository there.",
};
const folders = (names, message) => ({ regex: `(^|/)(${names.join("|")})(/|$)`, message });
const packages = (names, message) => ({ regex: `^(${names.join("|")})(/|$)`, message });

const dynamicFirestoreImport = {
  // import("...") is not an import declaration: the same rule for it.
  selector: `ImportExpression[source.value=/^${FIRESTORE.replace("/", "\\/")}/]`,
  message: onlyDataUsesFirestore.message,
};

// Between the top-level folders (docs/architecture.md, "scripts/, testkit/, stack/, devstack/ and
// ports/"): every import points down, e2e/ + functions/test/ + scripts/ -> testkit/ -> stack/ ->
// devstack/ -> ports/. The shop's code ships without the local tools, the stand-ins play Stripe,
// Firestore and mail without knowing the shop or the launcher, and the browser suite's support code
// stays its own. Folder names match case-sensitively, so web/src's "@mui/material/Stack" is no stack/.
const areas = (names, message) => ({ ...folders(names, message), caseSensitive: true });
const notE2e = areas(["e2e"], "Nothing outside e2e/ imports e2e/: move what both need to testkit/.");
const localTools = ["devstack", "scripts", "stack", "testkit", "ports", "e2e"];
const areaRules = [
  ["e2e/", []],
  ["functions/src/", [areas(localTools, "functions/src is deployed: it imports no local tools.")]],
  [
    "web/src/",
    [
      areas(
        localTools,
        "web/src is deployed: it imports no local tools (the local addresses come as __LOCAL_STACK__).",
      ),
    ],
  ],
  [
    "testkit/",
    [
      areas(
        ["functions/src", "web", "scripts", "stack", "e2e"],
        "testkit/ talks to the shop as a client: of the repo it imports ports/ and the Stripe stand-in's keys, nothing of the shop, the launcher or the scripts.",
      ),
    ],
  ],
  [
    "stack/",
    [areas(["scripts", "testkit", "e2e"], "stack/ sits below the scripts and the tests: it imports none of them.")],
  ],
  [
    "devstack/",
    [
      areas(
        ["functions/src", "web", "e2e", "scripts", "stack", "testkit"],
        "devstack/ stands in for Stripe, Firestore, mail and Storage: it imports nothing of the shop, its tests or the launcher (ports/ only).",
      ),
    ],
  ],
  [
    "ports/",
    [
      {
        regex: "^(\\.\\.(/|$)|@hometools/)",
        message: "ports/ is below everything: it imports nothing of the repo.",
      },
    ],
  ],
];
const areaPatterns = (glob) => areaRules.find(([prefix]) => glob.startsWith(prefix))?.[1] ?? [notE2e];

/**
 * One folder's rule, plus the rules of the top-level area each of its globs lies in (one config per
 * glob: a later block replaces an earlier one's patterns, so each carries its area's). Every
 * folder but functions/src/data also keeps Firestore out.
 */
const restrict = (files, patterns, { firestore = false } = {}) =>
  files.map((glob) => {
    const all = [...areaPatterns(glob), ...patterns];
    return {
      files: [glob],
      rules: {
        "no-restricted-imports": ["error", { patterns: firestore ? all : [onlyDataUsesFirestore, ...all] }],
        "no-restricted-syntax": firestore ? "off" : ["error", dynamicFirestoreImport],
      },
    };
  });

// A layer's files sit in area folders (functions/src/services/orders/place-order.ts), so a file
// `depth` folders below functions/src reaches another layer with exactly that many "../": the rule
// matches the layer's name there, not an area of the same name ("../payments/" from
// services/orders/ is the payments area of services; "../../payments/" is the Stripe layer).
const LAYER_DEPTHS = [1, 2, 3, 4];
const layer = (name, patterns, options) =>
  LAYER_DEPTHS.flatMap((depth) =>
    restrict(
      [`functions/src/${name}/${"*/".repeat(depth - 1)}*.ts`],
      patterns.map(({ names, message, packages: pkgs, allowImportNames }) =>
        pkgs
          ? packages(pkgs, message)
          : {
              regex: `^(\\.\\./){${depth}}(${names.join("|")})(/|$)`,
              message,
              ...(allowImportNames && { allowImportNames }),
            },
      ),
      options,
    ),
  );
const below = (name, names) => ({
  names,
  message: `${name} sits below ${names.join(", ")}: imports point down (domain <- data <- services <- http).`,
});

// The API's error answers (errors.ts's AppError) are built in http/ only: every layer below it
// throws the shop's refusals (domain/refused.ts), and http/refusals/ gives each its status, code and
// words (docs/decisions/042). The whole module is out of bounds, not only today's names in it, but
// for the transaction layer's `contention` (its tests pin that shape): data/ may import that one name.
const noHttpErrors = {
  names: ["errors"],
  message:
    "Only http/ builds the API's errors (AppError): throw a Refused (domain/refused.ts) and word its kind in http/refusals/ (docs/decisions/042).",
};
const onlyContention = { ...noHttpErrors, allowImportNames: ["contention"] };
// Photos are decoded in one layer, functions/src/images (docs/decisions/046): sharp is large and
// native, and a header check before any pixel is decoded is what keeps a decompression bomb out.
const onlyImagesDecode = {
  packages: ["sharp"],
  message: "Only functions/src/images decodes photos (sharp): services call its photo codec.",
};

// Invoices and credit notes are drawn as PDFs in one layer, functions/src/documents
// (docs/decisions/047-invoices.md): pdfkit and its font stay there, loaded only when a PDF is asked for.
const onlyDocumentsDraw = {
  packages: ["pdfkit", "dejavu-fonts-ttf"],
  message: "Only functions/src/documents draws PDFs (pdfkit): services call its invoice drawing.",
};

const boundaries = [
  restrict(
    [
      "**/*.{js,mjs,ts,tsx}",
      "e2e/**/*.ts",
      "functions/src/**/*.ts",
      "web/src/**/*.{ts,tsx}",
      "testkit/**/*.ts",
      "stack/**/*.ts",
      "devstack/**/*.ts",
      "ports/**/*.ts",
    ],
    [],
  ),
  layer("domain", [
    below("domain", ["data", "services", "http", "payments", "mail", "images", "documents"]),
    noHttpErrors,
    {
      packages: ["firebase-admin", "firebase-functions", "express", "stripe", "sharp", "pdfkit", "dejavu-fonts-ttf"],
      message: "domain is pure logic: no I/O.",
    },
  ]),
  layer(
    "data",
    [
      below("data", ["services", "http", "payments", "mail", "images", "documents"]),
      onlyContention,
      onlyImagesDecode,
      onlyDocumentsDraw,
    ],
    { firestore: true },
  ),
  layer("payments", [below("payments", ["data", "services", "http", "mail", "images", "documents"]), noHttpErrors]),
  layer("mail", [below("mail", ["data", "services", "http", "payments", "images", "documents"]), noHttpErrors]),
  layer("images", [
    below("images", ["data", "services", "http", "payments", "mail", "documents"]),
    noHttpErrors,
    {
      packages: ["firebase-admin", "firebase-functions", "express", "stripe", "pdfkit"],
      message: "images/ turns bytes into renditions: no Firebase, no HTTP (services store what it makes).",
    },
  ]),
  layer("documents", [
    below("documents", ["data", "services", "http", "payments", "mail", "images"]),
    noHttpErrors,
    {
      packages: ["firebase-admin", "firebase-functions", "express", "stripe", "sharp"],
      message: "documents/ turns a stored invoice into PDF bytes: no Firebase, no HTTP (services read what it draws).",
    },
  ]),
  layer("services", [
    below("services", ["http"]),
    noHttpErrors,
    { packages: ["firebase-admin", "express"], message: "services reach Firebase through functions/src/data only." },
    onlyImagesDecode,
    onlyDocumentsDraw,
  ]),
  layer("http", [
    {
      names: ["data", "payments", "mail", "images", "documents"],
      message:
        "http calls services; services call repositories, the Stripe client, the SMTP transport, the photo codec and the PDF drawing.",
    },
    { packages: ["firebase-admin"], message: "http calls services; only functions/src/data uses firebase-admin." },
    onlyImagesDecode,
    onlyDocumentsDraw,
  ]),
  // The API tests inspect what was stored with a firebase-admin of their own, independently of
  // the repositories under test; the local transaction layer's tests drive Firestore itself; the
  // browser suite arranges a state only time would reach (an ended hold); `npm start -- --persist`
  // copies the embedded emulator's documents as stored, which is no use case of the shop, and its
  // check stores a product as an older version did; the benchmark's baseline is a raw
  // firebase-admin read, without the repositories.
  restrict(
    [
      "stack/persist.ts",
      "scripts/check-persist.ts",
      "scripts/bench/api.ts",
      "functions/test/api/helpers.ts",
      "functions/test/api/platform/transaction-layer.test.ts",
      "functions/test/api/platform/firestore-queries.test.ts",
      "e2e/support/arrange.ts",
    ],
    [],
    { firestore: true },
  ),
];

// web/src/features/X never imports web/src/features/Y: from a file N folders below features/X,
// "../" N times followed by a name is a sibling feature.
const otherFeature = (depth) => ({
  regex: `^(\\.\\./){${depth}}(?!\\.\\./)|(^|/)features/`,
  message: "A feature never imports another feature: move what both need to web/src/components or web/src/lib.",
});
for (let depth = 1; depth <= 4; depth++) {
  const below = Array.from({ length: depth - 1 }, () => "*/").join("");
  boundaries.push(...restrict([`web/src/features/*/${below}*.{ts,tsx}`], [otherFeature(depth)]));
}

// What a first visit of the home page evaluates stays free of MUI and Emotion (docs/decisions/005):
// plain elements with CSS modules, and the theme loads with the pages that use MUI (app/mui-theme.tsx).
const noMuiOnFirstVisit = packages(
  ["@mui", "@emotion"],
  "A first visit of the home page renders this: plain elements with a CSS module, no MUI or Emotion (docs/decisions/005).",
);
const noMuiOnColdPages = packages(
  ["@mui", "@emotion"],
  "Login and signup are plain elements with a CSS module, as are checkout and a visitor's cart: no MUI or Emotion (docs/decisions/005).",
);
boundaries.push(
  ...restrict(
    [
      "web/src/main.tsx",
      "web/src/app/{app,providers,router,session-root}.tsx",
      "web/src/app/errors/*.{ts,tsx}",
      "web/src/app/routes/*.{ts,tsx}",
      "web/src/app/guards/require-{auth,non-admin}.tsx",
      "web/src/app/layout/{app-layout,footer,nav-items,scroll-to-top,top-bar}.{ts,tsx}",
      "web/src/components/buttons/show-more.tsx",
      "web/src/components/layout/{brand-logo,section-heading,shell-icons}.tsx",
      "web/src/components/feedback/{full-screen-loader,placeholder,query-states}.tsx",
      "web/src/components/catalogue/card-grid.tsx",
    ],
    [noMuiOnFirstVisit],
  ),
  // The home page's sections inside features keep the feature boundary as well.
  ...restrict(
    [
      "web/src/features/{catalog,marketing}/components/*.{ts,tsx}",
      "web/src/features/reviews/components/{review-card,reviews-section}.tsx",
    ],
    [otherFeature(2), noMuiOnFirstVisit],
  ),
  // Login and signup too: a visitor opens them cold, and MUI was most of what they loaded.
  ...restrict(["web/src/features/auth/*.{ts,tsx}"], [otherFeature(1), noMuiOnColdPages]),
  ...restrict(["web/src/features/auth/components/*.{ts,tsx}"], [otherFeature(2), noMuiOnColdPages]),
  // Checkout and a visitor's cart, for the same reason; the account's cart (MUI) loads on its own.
  ...restrict(
    ["web/src/features/checkout/*.{ts,tsx}", "web/src/features/cart/cart-page.tsx"],
    [otherFeature(1), noMuiOnColdPages],
  ),
  ...restrict(["web/src/features/cart/components/visitor-*.{ts,tsx}"], [otherFeature(2), noMuiOnColdPages]),
  ...restrict(["web/src/components/forms/plain-*.tsx"], [noMuiOnColdPages]),
);

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "functions/lib/**",
      "playwright-report/**",
      "test-results/**",
      "coverage/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  // Playwright fixtures must destructure their (sometimes empty) dependencies.
  { files: ["e2e/**/*.ts"], rules: { "no-empty-pattern": "off" } },
  ...boundaries.flat(),
);
