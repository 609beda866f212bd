import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

/**
 * The shop's modules import one another in one direction only: in a circle (document.ts needs
 * taxes.ts needs document.ts) no module can be read, loaded or changed alone, and which one runs
 * first depends on who imported whom. Reads every relative import and re-export, type-only ones
 * included, of the modules under contract/src, functions/src and devstack/ (its tests aside; the
 * contract imports nothing of the functions, and devstack/ nothing of either, so no circle crosses
 * them). Dynamic `import()`s are left out: they load on demand.
 */
const root = fileURLToPath(new URL("../../..", import.meta.url));

function modules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : modules(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(file: string, spec: string): string {
  const target = resolve(dirname(file), spec);
  const candidates = [target, `${target}.ts`, `${target}.tsx`, join(target, "index.ts")];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path)) ?? target;
}

function relativeImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  // `import ... from "./x"`, `export ... from "./x"` and a bare `import "./x"`.
  return [...source.matchAll(/(?:\bfrom|^import)\s+"(\.{1,2}\/[^"]+)"/gm)].map(([, spec]) =>
    resolveImport(file, spec!),
  );
}

/** The first circle found by a depth-first walk, as paths relative to the repository, or undefined. */
function findCircle(files: string[], importsOf = relativeImports): string[] | undefined {
  const known = new Set(files);
  const state = new Map<string, "open" | "done">();
  const walk = (file: string, path: string[]): string[] | undefined => {
    if (state.get(file) === "open") return [...path.slice(path.indexOf(file)), file];
    if (state.get(file) === "done" || !known.has(file)) return undefined;
    state.set(file, "open");
    for (const next of importsOf(file)) {
      const circle = walk(next, [...path, file]);
      if (circle) return circle;
    }
    state.set(file, "done");
    return undefined;
  };
  for (const file of files) {
    const circle = walk(file, []);
    if (circle) return circle.map((path) => relative(root, path));
  }
  return undefined;
}

describe("the import graph of the contract, the functions and the stand-ins", () => {
  test.each(["contract/src", "functions/src", "devstack"])(
    "when the modules under %s are read, then they form no circle",
    (folder) => {
      const files = modules(join(root, folder));
      expect(files.length).toBeGreaterThan(10);
      expect(findCircle(files)).toBeUndefined();
    },
  );

  test("when modules import one another around, then the walk names the circle", () => {
    // The circle contract/src/openapi had before docs/decisions/042: the table imported the areas' routes, they its type.
    const [document, route, taxes] = ["document.ts", "route.ts", "taxes.ts"].map((name) =>
      join(root, "contract/src/openapi", name),
    ) as [string, string, string];
    const before = new Map([
      [document, [taxes]],
      [taxes, [document]],
    ]);
    expect(findCircle([document, taxes], (file) => before.get(file) ?? [])).toEqual([
      "contract/src/openapi/document.ts",
      "contract/src/openapi/taxes.ts",
      "contract/src/openapi/document.ts",
    ]);
    const after = new Map([
      [document, [taxes, route]],
      [taxes, [route]],
    ]);
    expect(findCircle([document, route, taxes], (file) => after.get(file) ?? [])).toBeUndefined();
  });
});
