import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

/**
 * The stand-ins' modules import one another in one direction only: a circle (charges needs
 * payment-intents needs disputes needs charges) means no module can be read, or changed, alone.
 * Reads the relative imports (type-only ones included) of every module under devstack/, tests aside.
 */
const devstack = fileURLToPath(new URL("../..", import.meta.url));

function modules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : modules(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

function relativeImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/\bfrom\s+"(\.{1,2}\/[^"]+)"/g)].map(([, spec]) => {
    const target = resolve(dirname(file), spec!);
    return target.endsWith(".ts") ? target : `${target}.ts`;
  });
}

/** The first circle found by a depth-first walk, as paths relative to devstack/, or undefined. */
function findCircle(files: string[]): string[] | undefined {
  const state = new Map<string, "open" | "done">();
  const walk = (file: string, path: string[]): string[] | undefined => {
    if (state.get(file) === "open") return [...path.slice(path.indexOf(file)), file];
    if (state.get(file) === "done" || !files.includes(file)) return undefined;
    state.set(file, "open");
    for (const next of relativeImports(file)) {
      const circle = walk(next, [...path, file]);
      if (circle) return circle;
    }
    state.set(file, "done");
    return undefined;
  };
  for (const file of files) {
    const circle = walk(file, []);
    if (circle) return circle.map((path) => relative(devstack, path));
  }
  return undefined;
}

describe("the stand-ins' import graph", () => {
  test("when the modules under devstack/ are read, then their imports form no circle", () => {
    const files = modules(devstack);
    expect(files.length).toBeGreaterThan(10);
    expect(findCircle(files)).toBeUndefined();
  });
});
