import type { Plugin } from "vite";
import { startStage } from "./start-stage.ts";

/**
 * The modules a first visit loads: the entry's static imports and the start stage's. They stay in
 * the chunks the first page needs; the groups below take only what the lazy pages alone use.
 */
const firstVisitModules = new Set<string>();
const laterOnly = (pattern: RegExp) => (id: string) => pattern.test(id) && !firstVisitModules.has(id);

/** MUI and Emotion, with the small libraries only they use: the `mui-core` group below. */
const muiModule =
  /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion|react-transition-group|stylis|clsx|hoist-non-react-statics|react-is)[\\/]/;

/**
 * Libraries whose package declares no side effects: the first visit imports a hook or two of SWR
 * (the error boundaries), and the bundler keeps only those, so the rest of the package stays with
 * the lazy pages although the import graph reaches it. firstPageScripts (first-page-scripts.ts) checks that the first
 * visit never loads a shared group.
 */
const sideEffectFree = /node_modules[\\/](swr|use-sync-external-store|react-hot-toast|goober)[\\/]/;

/**
 * Our own modules the shopper's lazy pages share (the API client, the query hooks, the shared
 * components, the contract's rules) and the small libraries under them. Left to the bundler, each
 * became a chunk of its own, often under 1 kB, and a signed-in page loaded some twenty of them: on
 * a phone every request costs a round trip (decision 027). The admin's pages are left out, so a
 * shopper never loads their code.
 */
const sharedCandidate = (id: string) =>
  /[\\/](web[\\/]src[\\/](?!features[\\/]admin[\\/])|contract[\\/]src[\\/]|node_modules[\\/]@babel[\\/]runtime[\\/])/.test(
    id,
  ) || sideEffectFree.test(id);

/**
 * The shared modules, in two groups that bring nothing heavy with them: a module joins a group
 * only when everything it imports statically is in the first visit, in that group or in a group
 * its pages load anyway. `plain` needs nothing more (login and signup use it without MUI); `mui`
 * may also import MUI. Firebase, zod, react-hook-form and Stripe stay in their own chunks, loaded
 * only by the pages that use them.
 */
const sharedModules = { plain: new Set<string>(), mui: new Set<string>() };

/** Marks the first visit's modules, then the shared ones, for the codeSplitting groups below. */
export const markModules: Plugin = {
  name: "mark-modules",
  apply: "build",
  buildEnd() {
    const staticImports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
    const ids = [...this.getModuleIds()];

    const pending = ids.filter((id) => this.getModuleInfo(id)?.isEntry || id.endsWith(startStage));
    firstVisitModules.clear();
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (firstVisitModules.has(id)) continue;
      firstVisitModules.add(id);
      pending.push(...staticImports(id));
    }

    const firstVisit = (id: string) => firstVisitModules.has(id) && !sideEffectFree.test(id);
    /** Drops, until none is left to drop, every module that imports something `allowed` refuses. */
    const closed = (pool: Set<string>, allowed: (id: string) => boolean) => {
      for (let dropped = true; dropped;) {
        dropped = false;
        for (const id of pool) {
          if (staticImports(id).every((dep) => firstVisit(dep) || pool.has(dep) || allowed(dep))) continue;
          pool.delete(id);
          dropped = true;
        }
      }
      return pool;
    };
    // A module a lazy page imports on demand (the cart's code, when Add to cart is pressed) stays so.
    const onDemand = (id: string) =>
      (this.getModuleInfo(id)?.dynamicImporters ?? []).some((importer) => !firstVisitModules.has(importer));
    const candidates = ids.filter((id) => sharedCandidate(id) && !firstVisit(id) && !onDemand(id));
    sharedModules.plain = closed(new Set(candidates), () => false);
    sharedModules.mui = closed(
      new Set(candidates.filter((id) => !sharedModules.plain.has(id))),
      (dep) => sharedModules.plain.has(dep) || muiModule.test(dep),
    );
  },
};

/**
 * Rolldown's `codeSplitting` groups: lazy pages load a few larger chunks rather than dozens of 2 kB
 * ones, as each request costs a round trip on a phone (docs/decisions/027). What the first visit
 * needs is left alone.
 */
export const chunkGroups = [
  {
    // MUI and Emotion (with the small libraries only they use) as three or more lazy pages
    // share them: one chunk, not some twenty.
    name: "mui-core",
    test: laterOnly(muiModule),
    minShareCount: 3,
    includeDependenciesRecursively: false,
  },
  {
    name: "pages-shared",
    test: (id: string) => sharedModules.plain.has(id),
    minShareCount: 2,
    includeDependenciesRecursively: false,
  },
  {
    name: "pages-shared-mui",
    test: (id: string) => sharedModules.mui.has(id),
    minShareCount: 2,
    includeDependenciesRecursively: false,
  },
];
