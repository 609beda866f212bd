import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { deleteApp, initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from "firebase/auth";
import type firebase from "firebase/compat/app";
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  query,
  setLogLevel,
  where,
} from "firebase/firestore";
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HOST, PROJECT_ID, services, urls } from "../../../../ports/ports";
import { seedBuyer, tag } from "../../../../testkit/shop-client";
import { officialFirestoreRuns } from "../helpers";

// The clients' side of Firestore: firestore.rules must deny every direct read and write (the API's
// firebase-admin is the only door). Only the official emulator evaluates rules; the embedded
// fallback lets everything through, so there this file is skipped.

const RULES = readFileSync(new URL("../../../../firestore.rules", import.meta.url), "utf8");
const RULES_ENDPOINT = `http://${urls.firestore}/emulator/v1/projects/${PROJECT_ID}:securityRules`;

const official = await officialFirestoreRuns();

/** Puts `rules` in force on the emulator, through the endpoint initializeTestEnvironment uses too. */
async function loadRules(rules: string): Promise<void> {
  const body = JSON.stringify({ rules: { files: [{ content: rules }] } });
  const response = await fetch(RULES_ENDPOINT, { method: "PUT", body });
  if (!response.ok) throw new Error(`the emulator refused the rules: HTTP ${response.status} ${await response.text()}`);
}

// Ids unique to this run, so nothing here touches the shared stack's seed or other files' data.
const run = tag();
const shopper = `rules-shopper-${run}`;
const other = `rules-other-${run}`;
/** A shopper none of whose documents exist: what a client creates. */
const newcomer = `rules-newcomer-${run}`;
const adminUid = `rules-admin-${run}`;

/**
 * Every collection the shop stores (named in functions/src/data/) and those to come. A
 * document's id is its owner's uid (as users/, carts/ and holdGuards/ key theirs) and its `uid` field
 * names the owner too (as orders and reviews do), so an owner-based rule would show here.
 * Sub-collections hang under the shopper's product and day (`path` is the collection's).
 */
const top = (name: string) => ({ name, path: name });
const stored: { name: string; path: string }[] = [
  top("products"),
  { name: "products/{id}/stockMoves", path: `products/${shopper}/stockMoves` },
  { name: "products/{id}/stockShards", path: `products/${shopper}/stockShards` },
  top("orders"),
  top("reviews"),
  top("users"),
  top("carts"),
  top("mail"),
  top("stats"),
  { name: "stats/{day}/sales", path: `stats/${shopper}/sales` },
  top("statParts"),
  top("stripeEvents"),
  top("discountCodes"),
  top("shippingRates"),
  top("discountRedemptions"),
  top("returns"),
  top("orderNumbers"),
  top("refunds"),
  top("holdGuards"),
  top("toolReviews"),
  top("toolRatings"),
  top("rateLimits"),
  top("changeStamps"),
  top("activity"),
  top("team"),
  top("categories"),
  top("skus"),
  top("taxRates"),
  top("taxSettings"),
  top("privacyRequests"),
  top("invoices"),
  top("creditNotes"),
  top("invoiceCounters"),
  top("invoicingSettings"),
  top("stockAlerts"),
  top("cartReminders"),
  top("suppressions"),
  top("guestConsents"),
  top("marketingSettings"),
];
const lastCollection = (name: string) => name.split("/").at(-1)!;

type Identity = { uid: string; claims?: { admin: true } } | null;
interface Client {
  who: string;
  /** Reads, lists, overwrites, updates and deletes the shopper's documents as this identity. */
  as: Identity;
  /** Creates the newcomer's document as this identity: the newcomer themself for "their own". */
  creates: Identity;
}
const clients: Client[] = [
  { who: "an anonymous client", as: null, creates: null },
  { who: "a shopper on their own document", as: { uid: shopper }, creates: { uid: newcomer } },
  { who: "a shopper on another's document", as: { uid: other }, creates: { uid: other } },
  {
    who: "a client whose token has admin: true",
    as: { uid: adminUid, claims: { admin: true } },
    creates: { uid: adminUid, claims: { admin: true } },
  },
];

type Db = firebase.firestore.Firestore;
const written = (owner: string) => ({ uid: owner, note: "firestore-rules.test.ts" });
/** What each client tries on each collection (`path`): the document of owner X is `${path}/${X}`. */
const moves: { does: string; by: "as" | "creates"; run: (db: Db, path: string) => Promise<unknown> }[] = [
  { does: "gets the shopper's document", by: "as", run: (db, path) => db.doc(`${path}/${shopper}`).get() },
  { does: "lists the collection", by: "as", run: (db, path) => db.collection(path).get() },
  {
    does: "lists the shopper's documents (where uid ==)",
    by: "as",
    run: (db, path) => db.collection(path).where("uid", "==", shopper).get(),
  },
  { does: "queries the collection group", by: "as", run: (db, path) => db.collectionGroup(lastCollection(path)).get() },
  {
    does: "creates the newcomer's document",
    by: "creates",
    run: (db, path) => db.doc(`${path}/${newcomer}`).set(written(newcomer)),
  },
  {
    does: "overwrites the shopper's document (set)",
    by: "as",
    run: (db, path) => db.doc(`${path}/${shopper}`).set(written(shopper)),
  },
  {
    does: "updates the shopper's document",
    by: "as",
    run: (db, path) => db.doc(`${path}/${shopper}`).update({ note: "changed" }),
  },
  { does: "deletes the shopper's document", by: "as", run: (db, path) => db.doc(`${path}/${shopper}`).delete() },
];

test("when a repository names a collection, then firestore.rules lists it and this file tests it", () => {
  const data = new URL("../../../src/data/", import.meta.url);
  // Repositories name their collections, and so do the files under data/ that hold one's queries.
  const named = readdirSync(data, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .flatMap((file) => [...readFileSync(new URL(file, data), "utf8").matchAll(/^const [A-Z_]+ = "(\w+)";$/gm)])
    .map((match) => match[1]!);
  expect(named).toEqual(expect.arrayContaining(["products", "stockMoves", "orders", "stats", "sales"]));
  const tested = stored.map(({ name }) => lastCollection(name));
  for (const name of new Set([...named, ...tested])) {
    expect(tested, name).toContain(name);
    expect(RULES, name).toContain(`match /${name}/{`);
  }
});

describe.skipIf(!official)("firestore.rules (needs the official Firestore emulator)", () => {
  let testEnv: RulesTestEnvironment;
  const dbs = new Map<string, Db>();
  /** One Firestore client per identity, kept for the whole file (each is an app with its own channel). */
  function dbOf(identity: Identity): Db {
    const key = JSON.stringify(identity);
    if (!dbs.has(key)) {
      const context = identity
        ? testEnv.authenticatedContext(identity.uid, identity.claims)
        : testEnv.unauthenticatedContext();
      dbs.set(key, context.firestore());
    }
    return dbs.get(key)!;
  }
  /** firebase-admin's view: arranging and tidying up, past the rules. */
  const pastTheRules = (work: (db: Db) => Promise<unknown>) =>
    testEnv.withSecurityRulesDisabled((context) => work(context.firestore()).then(() => undefined));

  beforeAll(async () => {
    // The SDK warns of every denied write stream; here denial is the expected answer.
    setLogLevel("error");
    testEnv = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { host: HOST, port: services.firestore.port, rules: RULES },
    });
    // Every get and write below targets a document that exists.
    await pastTheRules((db) =>
      Promise.all(stored.map(({ path }) => db.doc(`${path}/${shopper}`).set(written(shopper)))),
    );
  });

  afterAll(async () => {
    if (!testEnv) return;
    // Not clearFirestore(): the other files share this stack and its seed. A newcomer's document
    // exists only if a create got through, which a test above has already reported.
    const owners = [shopper, newcomer];
    await pastTheRules((db) =>
      Promise.all(stored.flatMap(({ path }) => owners.map((owner) => db.doc(`${path}/${owner}`).delete()))),
    );
    await testEnv.cleanup();
  });

  // Tuples and %s: vitest's $name would quote and shorten the names.
  describe.each(stored.map(({ name, path }) => [name, path]))("%s", (_name, path) => {
    describe.each(clients.map((client) => [client.who, client] as const))("%s", (_who, client) => {
      test.each(moves.map((move) => [move.does, move] as const))(
        "when it %s, then the rules deny it",
        async (_does, { by, run }) => {
          await assertFails(run(dbOf(client[by]), path));
        },
      );
    });
  });

  test("when products are loosened to allow read, then an anonymous get succeeds (the denials above can fail), and the real rules come back", async () => {
    const opening = "match /databases/{database}/documents {";
    const loosened = RULES.replace(opening, `${opening}\n    match /products/{productId} { allow read: if true; }`);
    expect(loosened).not.toBe(RULES);
    const get = () => dbOf(null).doc(`products/${shopper}`).get();
    await loadRules(loosened);
    try {
      await assertSucceeds(get());
      await expect(assertFails(get())).rejects.toThrow();
    } finally {
      await loadRules(RULES);
    }
    await assertFails(get());
  });

  test("when the web app's Firebase SDK, signed in to the Auth emulator as the seed buyer, reads orders, then Firestore answers permission-denied", async () => {
    // As web/src/lib/session/firebase.ts does with the local stack's demo project.
    const app = initializeApp({ apiKey: "demo-api-key", projectId: PROJECT_ID }, `rules-web-${run}`);
    try {
      const auth = getAuth(app);
      connectAuthEmulator(auth, `http://${urls.auth}`, { disableWarnings: true });
      const { user } = await signInWithEmailAndPassword(auth, seedBuyer.email, seedBuyer.password);
      const db = getFirestore(app);
      connectFirestoreEmulator(db, HOST, services.firestore.port);
      const orders = collection(db, "orders");
      await expect(getDocs(orders)).rejects.toMatchObject({ code: "permission-denied" });
      await expect(getDocs(query(orders, where("uid", "==", user.uid)))).rejects.toMatchObject({
        code: "permission-denied",
      });
    } finally {
      await deleteApp(app);
    }
  });
});
