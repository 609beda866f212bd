import type { OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { dataPattern, otherwiseChunks, routeChunks, routePattern } from "../src/app/route-chunks.ts";
import { startStage } from "./start-stage.ts";

/**
 * index.html's scripts, as the first page needs them:
 * - Vite preloads only the entry's static imports; the start stage is a dynamic import, so it is
 *   preloaded here too, with its styles, or it would wait for the entry to run.
 * - Every script is a module (deferred): index.html's static shell and the hero poster paint
 *   without them. Chrome still fetches module scripts at High priority, level with the poster,
 *   and Lighthouse then counts them as render-blocking. Low priority says what they are: needed
 *   after the first paint, not for it. The styles are preloaded, not linked, for the same reason.
 * See decision 005.
 */
export const firstPageScripts: Plugin = {
  name: "first-page-scripts",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html, { bundle, chunk }) {
      if (!bundle || !chunk) return html;
      const chunkAt = (fileName: string) => bundle[fileName] as OutputChunk;
      /** A chunk and every chunk it imports statically, in the order the browser meets them. */
      const withImports = (fileName: string, found = new Set<string>()): Set<string> => {
        if (found.has(fileName)) return found;
        found.add(fileName);
        chunkAt(fileName).imports.forEach((imported) => withImports(imported, found));
        return found;
      };
      const stage = Object.values(bundle).find(
        (item): item is OutputChunk => item.type === "chunk" && item.moduleIds.some((id) => id.endsWith(startStage)),
      );
      if (!stage) throw new Error(`index.html: no chunk for the start stage ${startStage}`);
      const withEntry = withImports(chunk.fileName);
      const scripts = [...withImports(stage.fileName)].filter((fileName) => !withEntry.has(fileName));
      const shared = [...withEntry, ...scripts].filter((fileName) => chunkAt(fileName).name.startsWith("pages-shared"));
      if (shared.length > 0) throw new Error(`index.html: the first visit would load ${shared.join(", ")}`);
      const styles = new Set(scripts.flatMap((fileName) => [...(chunkAt(fileName).viteMetadata?.importedCss ?? [])]));
      // Each route's chunks, and what they import, as index.html's inline script fetches them.
      const loaded = new Set([...withEntry, ...scripts, ...styles]);
      const named = (name: string) => {
        const found = Object.values(bundle).filter(
          (item): item is OutputChunk => item.type === "chunk" && item.name === name,
        );
        if (found.length !== 1) throw new Error(`index.html: ${found.length} chunks named ${name}, not one`);
        return found[0]!.fileName;
      };
      const files: string[] = [];
      const fileIndex = (fileName: string) => {
        if (!files.includes(fileName)) files.push(fileName);
        return files.indexOf(fileName);
      };
      const chunksOf = (names: string[]) => {
        const needed = new Set(names.flatMap((name) => [...withImports(named(name))]));
        const css = [...needed].flatMap((fileName) => [...(chunkAt(fileName).viteMetadata?.importedCss ?? [])]);
        return [...new Set([...needed, ...css])].filter((fileName) => !loaded.has(fileName)).map(fileIndex);
      };
      const routes = routeChunks.map(([path, names, data]) =>
        data ? [routePattern(path), chunksOf(names), dataPattern(path, data)] : [routePattern(path), chunksOf(names)],
      );
      const otherwise = chunksOf(otherwiseChunks);
      const table = JSON.stringify({ files: files.map((fileName) => `/${fileName}`), routes, otherwise });
      const placeholder = '<script type="application/json" id="route-scripts"></script>';
      if (!html.includes(placeholder)) throw new Error(`index.html: no ${placeholder}`);
      const marked = html
        .replace(placeholder, placeholder.replace("></", `>${table}</`))
        .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
        .replaceAll(
          '<link rel="modulepreload" crossorigin',
          '<link rel="modulepreload" fetchpriority="low" crossorigin',
        );
      if (!marked.includes('fetchpriority="low"')) throw new Error("index.html: no module script to mark");
      return {
        html: marked,
        tags: [
          ...scripts.map((fileName) => ({
            tag: "link",
            attrs: { rel: "modulepreload", fetchpriority: "low", crossorigin: true, href: `/${fileName}` },
            injectTo: "head" as const,
          })),
          ...[...styles].map((fileName) => ({
            tag: "link",
            attrs: { rel: "preload", as: "style", crossorigin: true, href: `/${fileName}` },
            injectTo: "head" as const,
          })),
        ],
      };
    },
  },
};
