/**
 * The HTML files the build writes beside index.html (web/build/page-heads.ts) and
 * firebase.json serves: each public page's own head (docs/decisions/033).
 */
export const staticPageFiles = {
  "/": "index.html",
  "/blogs": "pages/blogs.html",
  "/about": "pages/about.html",
} as const;

/** Every other route's HTML (firebase.json's fallback), and the `pages` function's template. */
export const appShellFile = "app.html";
