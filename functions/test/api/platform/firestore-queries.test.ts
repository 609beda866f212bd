import { randomUUID } from "node:crypto";
import type { Firestore, Query } from "firebase-admin/firestore";
import { beforeAll, describe, expect, test } from "vitest";
import { adminSdk } from "../helpers";

// Queries the embedded emulator got wrong (docs/decisions/001) and the local layer now answers
// as Firestore does (docs/decisions/007). They hold on Firestore and the official emulator too.
describe("local Firestore queries", () => {
  let db: Firestore;
  beforeAll(async () => {
    db = (await adminSdk()).db;
  });

  const ids = async (query: Query) => (await query.get()).docs.map((doc) => doc.id);

  test("when a query filters on == null, then only documents whose field is null come back, also beside another filter", async () => {
    const items = db.collection(`queryTest-${randomUUID().slice(0, 8)}`);
    await Promise.all([
      items.doc("a-live").set({ uid: "a", deletedAt: null }),
      items.doc("a-deleted").set({ uid: "a", deletedAt: new Date() }),
      items.doc("a-missing").set({ uid: "a" }),
      items.doc("b-live").set({ uid: "b", deletedAt: null }),
    ]);

    expect((await ids(items.where("deletedAt", "==", null))).sort()).toEqual(["a-live", "b-live"]);
    expect(await ids(items.where("uid", "==", "a").where("deletedAt", "==", null))).toEqual(["a-live"]);
    expect((await ids(items.where("deletedAt", "!=", null))).sort()).toEqual(["a-deleted"]);
  });

  test("when pages are read with startAfter, then no document is skipped or repeated, also when many share a createdAt", async () => {
    const items = db.collection(`queryTest-${randomUUID().slice(0, 8)}`);
    const tie = new Date("2026-01-01T00:00:00Z");
    const times = [new Date("2025-12-31T00:00:00Z"), tie, tie, tie, new Date("2026-01-02T00:00:00Z")];
    await Promise.all(times.map((createdAt, index) => items.doc(`p${index}`).set({ createdAt, price: index })));

    for (const direction of ["asc", "desc"] as const) {
      const seen: string[] = [];
      let page = await items.orderBy("createdAt", direction).limit(2).get();
      while (!page.empty) {
        seen.push(...page.docs.map((doc) => doc.id));
        page = await items.orderBy("createdAt", direction).startAfter(page.docs.at(-1)!).limit(2).get();
      }
      expect(seen).toHaveLength(5);
      expect(new Set(seen).size).toBe(5);
      const expected = direction === "asc" ? ["p0", "p1", "p2", "p3", "p4"] : ["p4", "p3", "p2", "p1", "p0"];
      expect(seen).toEqual(expected);
    }

    expect(await ids(items.orderBy("price").startAfter(2))).toEqual(["p3", "p4"]);
    expect(await ids(items.orderBy("price").startAt(1).endBefore(3))).toEqual(["p1", "p2"]);
    expect(await ids(items.orderBy("price").offset(3))).toEqual(["p3", "p4"]);
  });

  // The layer reads about one page from the emulator (a range filter for the cursor, then every tie
  // at the page's edges) instead of the whole collection; the answers must not change.
  test("when a limited query pages through ties, filters and documents without the field, then every page is Firestore's", async () => {
    const items = db.collection(`queryTest-${randomUUID().slice(0, 8)}`);
    const docs = Array.from({ length: 60 }, (_, index) => ({
      id: `d${String((index * 37) % 60).padStart(2, "0")}`,
      // Ties in runs of up to 7, so a page of 5 starts and ends inside them.
      rank: Math.floor(index / 7),
      kind: index % 3 === 0 ? "odd" : "even",
    }));
    await Promise.all(docs.map(({ id, ...fields }) => items.doc(id).set(fields)));
    await items.doc("no-rank").set({ kind: "even" });

    const model = (direction: "asc" | "desc", kind?: string) =>
      docs
        .filter((doc) => !kind || doc.kind === kind)
        .sort((a, b) => (a.rank - b.rank || (a.id < b.id ? -1 : 1)) * (direction === "asc" ? 1 : -1))
        .map((doc) => doc.id);

    for (const direction of ["asc", "desc"] as const) {
      for (const kind of [undefined, "even"]) {
        const base = () => (kind ? items.where("kind", "==", kind) : items).orderBy("rank", direction);
        const seen: string[] = [];
        let page = await base().limit(5).get();
        while (!page.empty) {
          seen.push(...page.docs.map((doc) => doc.id));
          page = await base().startAfter(page.docs.at(-1)!).limit(5).get();
        }
        expect(seen).toEqual(model(direction, kind));
      }
    }
    // startAt is inclusive: a cursor inside a run of ties starts at that document.
    const ordered = model("asc");
    const from = (await items.doc(ordered[9]!).get())!;
    expect(await ids(items.orderBy("rank").startAt(from).limit(4))).toEqual(ordered.slice(9, 13));
  });
});
