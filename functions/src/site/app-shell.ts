import { shopUrl } from "../config";
import { log } from "../log";

/**
 * The built web app's HTML for routes without a file of their own (web/dist/app.html), which the
 * `pages` function fills in for a tool's page (docs/decisions/033). It is read from the site
 * itself (SHOP_URL; locally the Hosting emulator), not copied into the functions' build: the HTML
 * names the hashed scripts of the web build Hosting serves now, and a copy taken when the
 * functions were built would name files that a later Hosting deploy has removed. Kept for
 * SHELL_TTL_MS, so a Hosting deploy shows in tool pages within that (plus the CDN's s-maxage).
 */
export const APP_SHELL_PATH = "/app.html";
const SHELL_TTL_MS = 60_000;

let cached: { html: string; at: number } | undefined;
let loading: Promise<string> | undefined;

async function load(): Promise<string> {
  const response = await fetch(`${shopUrl()}${APP_SHELL_PATH}`, { headers: { Accept: "text/html" } });
  if (!response.ok) throw new Error(`${APP_SHELL_PATH} answered ${response.status}`);
  const html = await response.text();
  cached = { html, at: Date.now() };
  return html;
}

/** The app's HTML, fetched at most once a SHELL_TTL_MS; a failed refresh keeps the copy it has. */
export async function appShell(): Promise<string> {
  if (cached && Date.now() - cached.at < SHELL_TTL_MS) return cached.html;
  loading ??= load().finally(() => {
    loading = undefined;
  });
  try {
    return await loading;
  } catch (error) {
    if (!cached) throw error;
    log.warn("kept the app's HTML after a failed refresh", { error: (error as Error).message });
    return cached.html;
  }
}
