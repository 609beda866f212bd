/** What a list page and the build (web/build/list-shell.ts) share; no imports, so the build can load it. */

/** /tools' heading and lead: the page draws them, and the build writes them into pages/tools.html. */
export const toolsPageText = {
  title: "All tools",
  lead: "Every tool in the workshop: pick a category, a budget or what is in stock.",
} as const;

/**
 * A list page's page size when the URL names none: twelve cards, two screens of a phone, render
 * in a fraction of the server's default 24 (Lighthouse's blocking time on a cold visit).
 */
export const TOOLS_PAGE_SIZE = 12;
