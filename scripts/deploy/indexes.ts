import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Firestore's limit on composite indexes per database. */
const MAX_COMPOSITE_INDEXES = 200;

type Index = { collectionGroup?: string; queryScope?: string; fields?: unknown[] };

/**
 * What `firebase deploy` will send as Firestore's indexes (docs/decisions/038): firebase.json names
 * the file, it parses, each index has a collection and two fields or more, there are at most 200,
 * and every query the repositories can build has its index (the unit test that builds them from
 * the same code, run here). The emulators never ask for indexes, so this is where a missing one shows.
 */
export function indexProblems(root: string): string[] {
  const firebase = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8")) as {
    firestore?: { indexes?: string };
  };
  const file = firebase.firestore?.indexes;
  if (!file || !existsSync(join(root, file))) return [`firebase.json names no Firestore indexes file (${file})`];
  let indexes: Index[];
  try {
    indexes = (JSON.parse(readFileSync(join(root, file), "utf8")) as { indexes: Index[] }).indexes;
  } catch (error) {
    return [`${file} does not parse: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  if (indexes.length > MAX_COMPOSITE_INDEXES)
    problems.push(`${file}: ${indexes.length} composite indexes, Firestore allows ${MAX_COMPOSITE_INDEXES}`);
  indexes.forEach((index, n) => {
    if (!index.collectionGroup || !index.queryScope || !Array.isArray(index.fields) || index.fields.length < 2)
      problems.push(`${file}: index ${n} needs a collectionGroup, a queryScope and two fields or more`);
  });
  try {
    execFileSync(
      "npx",
      [
        "vitest",
        "run",
        "--project",
        "unit",
        "functions/test/unit/platform/firestore-indexes.test.ts",
        "-t",
        "declares the index",
      ],
      { cwd: root, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" },
    );
  } catch (error) {
    // Vitest names each failed test with the query it checked ("FAIL ... when the repositories query X").
    const failed = `${(error as { stdout?: string }).stdout ?? ""}`
      .split("\n")
      .filter((line) => line.includes("FAIL") && line.includes("when the repositories query"))
      .map((line) => line.replace(/^.*when the repositories query /, "").replace(/, then firestore.*$/, ""));
    problems.push(
      `a query has no index in ${file}: ${failed.join("; ") || "run functions/test/unit/platform/firestore-indexes.test.ts"}`,
    );
  }
  return problems;
}
