import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** An axe scan of the page as it is: no serious or critical violations (WCAG 2.1 A and AA rules). */
export async function expectNoSeriousViolations(page: Page) {
  // MUI's dialogs and their backdrops fade in and out (225 ms), and so do toasts (react-hot-toast's
  // bars slide in and out). axe measures contrast as painted, so a button of a dialog still fading in,
  // or a toast fading out, reads as too faint: scan once none is mid-fade. Likewise a button that has
  // just been enabled: MUI eases its background from the disabled grey to its colour (250 ms), and a
  // scan in between measured the Pay button's white label on a half-painted background. CSS
  // transitions are finite (a spinner's endless animation is a CSSAnimation, not waited for).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll(".MuiDialog-container, .MuiBackdrop-root, [data-rht-toaster] *")].every(
            (element) => getComputedStyle(element).opacity === "1",
          ) &&
          document
            .getAnimations()
            .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
      ),
    )
    .toBe(true);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      where: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  expect.soft(serious, `axe on ${new URL(page.url()).pathname}`).toEqual([]);
}
