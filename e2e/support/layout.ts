import type { Page, TestInfo } from "@playwright/test";

/**
 * What a person sees, measured by element bounds rather than scroll width: content that a parent
 * clips (overflow: hidden, content-visibility) has no scroll width, yet a shopper cannot reach it.
 */

/** Scrolls down the whole page a screen at a time, so lazy and `content-visibility: auto` parts render. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    let last = -1;
    for (let step = 0; step < 60 && window.scrollY !== last; step += 1) {
      last = window.scrollY;
      window.scrollBy(0, window.innerHeight * 0.8);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

/**
 * Every heading, link, button, form control, image, paragraph and table cell inside `<main>` that
 * lies partly outside the viewport horizontally. An element inside a container the user can scroll
 * sideways (overflow-x auto or scroll, e.g. a table wrapper) counts as reachable when that container
 * itself lies inside the viewport and takes keyboard focus. Elements of at most 2 px (visually hidden labels) and
 * transparent ones (opacity 0) are skipped.
 */
export function outsideViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      "h1, h2, h3, h4, h5, h6, p, a, button, label, input, select, textarea, img, video, svg[role='img']",
      "td, th, [role='button'], [role='link'], [role='img'], [role='cell'], [role='columnheader']",
    ].join(", ");
    const width = document.documentElement.clientWidth;
    const inside = (rect: DOMRect) => rect.left >= -1 && rect.right <= width + 1;
    const name = (element: Element) => {
      const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ");
      return `<${element.tagName.toLowerCase()}> "${text.slice(0, 40)}"`;
    };
    const scroller = (element: Element): Element | null => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if ((overflow === "auto" || overflow === "scroll") && parent.scrollWidth > parent.clientWidth) return parent;
      }
      return null;
    };
    const problems: string[] = [];
    for (const element of document.querySelectorAll(`main :is(${selector})`)) {
      const style = getComputedStyle(element);
      // Not drawn: MUI's switches and checkboxes widen their invisible native input past the control.
      if (style.display === "none" || style.visibility === "hidden" || style.opacity === "0") continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 2 || rect.height <= 2) continue;
      const container = scroller(element);
      if (container && (container as HTMLElement).tabIndex < 0) {
        problems.push(`${name(element)} in a scroller that keyboard users cannot focus`);
        continue;
      }
      const bounds = container ? container.getBoundingClientRect() : rect;
      if (inside(bounds)) continue;
      const where = `${Math.round(bounds.left)}..${Math.round(bounds.right)} px`;
      problems.push(container ? `${name(element)} in a scroller at ${where}` : `${name(element)} at ${where}`);
    }
    return problems;
  });
}

/** Attaches a full-page screenshot to the test's report, so a reviewer can look at the page. */
export async function attachScreenshot(page: Page, testInfo: TestInfo, title: string): Promise<void> {
  await testInfo.attach(title, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
}
