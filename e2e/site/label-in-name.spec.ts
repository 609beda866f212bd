import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";

/**
 * Label in name (WCAG 2.5.3): a button or link whose accessible name differs from the words it
 * shows must contain them, so a voice-control user who says "click Add to cart" reaches it.
 */

const publicPages: Array<{ path: string; ready: (page: Page) => Locator }> = [
  { path: "/", ready: (page) => page.getByRole("link", { name: "Buy Now" }).first() },
  { path: "/tools", ready: (page) => page.getByRole("button", { name: /^Add to cart/ }).first() },
  { path: "/category/power-tools", ready: (page) => page.getByRole("button", { name: /^Add to cart/ }).first() },
  { path: "/tools/cordless-drill", ready: (page) => page.getByRole("button", { name: /^Add to cart/ }) },
  { path: "/blogs", ready: (page) => page.getByRole("heading", { name: /nails/i }).first() },
  { path: "/about", ready: (page) => page.getByRole("heading", { name: "About us" }) },
  { path: "/login", ready: (page) => page.getByRole("button", { name: "login", exact: true }) },
  { path: "/signup", ready: (page) => page.getByRole("button", { name: "signup", exact: true }) },
  { path: "/cart", ready: (page) => page.getByRole("heading", { level: 1 }) },
  { path: "/no/such/page", ready: (page) => page.getByText("Opps Looks like you path has gone wrong") },
];

const normalise = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** The accessible name Chromium computes, read from the element's ARIA snapshot's first line. */
async function accessibleName(element: Locator): Promise<string> {
  const snapshot = await element.ariaSnapshot();
  let line = snapshot.split("\n")[0] ?? "";
  // YAML quotes a whole key that holds ": " in single quotes ('' for a quote inside).
  const yamlQuoted = /^- '((?:[^']|'')*)'/.exec(line)?.[1];
  if (yamlQuoted !== undefined) line = `- ${yamlQuoted.replace(/''/g, "'")}`;
  const quoted = /^- \w+ ("(?:[^"\\]|\\.)*")/.exec(line)?.[1];
  if (quoted) return JSON.parse(quoted) as string;
  return /^- \w+ ([^[:]*)/.exec(line)?.[1]?.trim() ?? "";
}

for (const { path, ready } of publicPages) {
  test(`when ${path} has loaded, then every button and link's name contains the words it shows`, async ({ page }) => {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();

    const mismatches: string[] = [];
    const controls = page.locator("a[href], button, [role=button], [role=link]");
    for (const control of await controls.all()) {
      if (!(await control.isVisible())) continue;
      const shown = normalise(await control.innerText());
      // Icon-only controls show no words: their name is free (and checked by axe's button-name).
      if (!/[a-z0-9]/.test(shown)) continue;
      const name = normalise(await accessibleName(control));
      if (!name.includes(shown)) mismatches.push(`"${name}" does not contain "${shown}"`);
    }
    expect(mismatches, `on ${path}`).toEqual([]);

    // axe's own rule for the same criterion (labels set by aria-label or aria-labelledby).
    const axe = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
    expect(
      axe.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" "))),
      `axe on ${path}`,
    ).toEqual([]);
  });
}
