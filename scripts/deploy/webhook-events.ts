import { readFileSync } from "node:fs";
import { join } from "node:path";
import { HANDLED_STRIPE_EVENTS } from "../../functions/src/payments/stripe-events";

/**
 * The operator subscribes the Stripe webhook endpoint to the events the docs list; an event left out
 * is never delivered, so its refunds or disputes silently never reach the orders. The docs mark each
 * such list `<!-- stripe-events -->` ... `<!-- /stripe-events -->`, and every marked list must name
 * exactly the events the webhook handles (functions/src/payments/stripe-events.ts).
 */
export const EVENTS_START = "<!-- stripe-events -->";
export const EVENTS_END = "<!-- /stripe-events -->";
const HANDLED_AT = "functions/src/payments/stripe-events.ts";

/** Where the lists must be: a file, and optionally one `## ` section of it. */
export interface EventDoc {
  file: string;
  section?: string;
}

export const EVENT_DOCS: EventDoc[] = [
  { file: "README.md", section: "Deploy to a real Firebase project" },
  { file: "docs/payments.md" },
];

const EVENT_NAME = /^[a-z]+(?:_[a-z]+)*(?:\.[a-z]+(?:_[a-z]+)*)+$/;

/** A `## heading` section, from its heading to the next heading of the same or a higher level. */
export function markdownSection(markdown: string, heading: string): string | undefined {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => /^#{1,6} /.test(line) && line.replace(/^#+ /, "").trim() === heading);
  if (start < 0) return undefined;
  const level = /^#+/.exec(lines[start]!)![0].length;
  const end = lines.findIndex((line, i) => i > start && new RegExp(`^#{1,${level}} `).test(line));
  return lines.slice(start, end < 0 ? undefined : end).join("\n");
}

/** The event names in one marked list: backticked names, and the names after a CLI's `--events`. */
export function eventNames(list: string): string[] {
  const quoted = [...list.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
  const flags = [...list.matchAll(/--events[ =]+(\S+)/g)].flatMap((match) => match[1]!.split(","));
  return [...new Set([...quoted, ...flags].filter((name) => EVENT_NAME.test(name)))];
}

/** The text between each pair of markers; `unclosed` when a start marker has no end. */
export function markedLists(text: string): { lists: string[]; unclosed: boolean } {
  const lists: string[] = [];
  let from = 0;
  for (;;) {
    const start = text.indexOf(EVENTS_START, from);
    if (start < 0) return { lists, unclosed: false };
    const end = text.indexOf(EVENTS_END, start);
    if (end < 0) return { lists, unclosed: true };
    lists.push(text.slice(start + EVENTS_START.length, end));
    from = end + EVENTS_END.length;
  }
}

/** Every difference between the marked lists of one document (`where` names it) and `handled`. */
export function eventListProblems(where: string, text: string | undefined, handled: readonly string[]): string[] {
  if (text === undefined) return [`${where} is missing`];
  const { lists, unclosed } = markedLists(text);
  const problems: string[] = [];
  if (unclosed) problems.push(`${where}: a ${EVENTS_START} marker has no ${EVENTS_END}`);
  if (lists.length === 0) problems.push(`${where} has no ${EVENTS_START} list of the Stripe webhook's events`);
  lists.forEach((list, i) => {
    const named = eventNames(list);
    const which = lists.length > 1 ? ` (list ${i + 1} of ${lists.length})` : "";
    for (const event of handled.filter((name) => !named.includes(name))) {
      problems.push(`${where}${which}: the Stripe webhook's events lack ${event}, which ${HANDLED_AT} handles`);
    }
    for (const event of named.filter((name) => !handled.includes(name))) {
      problems.push(`${where}${which}: the Stripe webhook's events name ${event}, which ${HANDLED_AT} does not handle`);
    }
  });
  return problems;
}

/** The check `npm run deploy:check` runs over the repository's own docs. */
export function stripeEventDocProblems(root: string, handled: readonly string[] = HANDLED_STRIPE_EVENTS): string[] {
  return EVENT_DOCS.flatMap(({ file, section }) => {
    let text: string | undefined;
    try {
      text = readFileSync(join(root, file), "utf8");
    } catch {
      return [`${file} cannot be read`];
    }
    if (section) text = markdownSection(text, section);
    return eventListProblems(section ? `${file} ("${section}")` : file, text, handled);
  });
}
