/**
 * How every tool of ours starts Debian's Chromium (the browser suite, the bench's Lighthouse runs and
 * its catalogue timing): headless, and quiet on a machine that is offline but for the package
 * registries: no background traffic, no component or sync downloads, no first-run work.
 */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Debian's Chromium, or the one CHROME_PATH names. */
export const chromiumPath = () => process.env.CHROME_PATH || "/usr/bin/chromium";
