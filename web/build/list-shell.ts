import { escapeHtml } from "../../contract/src/page-head.ts";
import { toolsPageText, TOOLS_PAGE_SIZE } from "../src/features/catalog/find/tools-page-text.ts";

/**
 * /tools before its code runs: its heading and lead as static HTML in the layout of the app's list
 * page (features/catalog/find/list-page.module.css), so the first paint has them and nothing moves
 * when the app takes over, and a preload of the two public calls the page makes first, so their
 * answers travel with the page's scripts instead of after them (docs/decisions/040).
 */
export function withToolsShell(html: string): string {
  const style = `<style>
      .shell-list { box-sizing: border-box; max-width: 1200px; margin: 0 auto; padding: 24px 16px 48px; }
      .shell-list h1 { margin: 0 0 8px; font-size: 2rem; line-height: 1.2; }
      .shell-list p { margin: 0 0 24px; color: #4b5563; line-height: 1.5; }
    </style>`;
  const preloads = [`/api/products?limit=${TOOLS_PAGE_SIZE}`, "/api/categories"]
    .map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}" />`)
    .join("\n    ");
  const body = `<div class="shell-list"><h1>${escapeHtml(toolsPageText.title)}</h1><p>${escapeHtml(toolsPageText.lead)}</p></div>`;
  if (!html.includes("</head>") || !html.includes("<!-- page-body -->")) {
    throw new Error("pages/tools.html: index.html has no </head> or <!-- page-body --> marker");
  }
  return html.replace("</head>", `    ${preloads}\n    ${style}\n  </head>`).replace("<!-- page-body -->", body);
}
