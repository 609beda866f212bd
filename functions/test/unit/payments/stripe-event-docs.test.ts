import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { HANDLED_STRIPE_EVENTS } from "../../../src/payments/stripe-events";
import {
  eventListProblems,
  eventNames,
  EVENTS_END,
  EVENTS_START,
  markdownSection,
  stripeEventDocProblems,
} from "../../../../scripts/deploy/webhook-events";

const root = fileURLToPath(new URL("../../../..", import.meta.url));
const handled = ["payment_intent.succeeded", "charge.refunded"] as const;
const marked = (list: string) => `Subscribe to ${EVENTS_START}${list}${EVENTS_END}.`;

describe("the deploy docs' lists of Stripe webhook events (npm run deploy:check)", () => {
  test("when a marked list names exactly the handled events, then there is no problem", () => {
    expect(eventListProblems("doc", marked("`payment_intent.succeeded` and `charge.refunded`"), handled)).toEqual([]);
  });

  test("when a marked list lacks a handled event, then one problem names the event", () => {
    expect(eventListProblems("README.md", marked("`payment_intent.succeeded`"), handled)).toEqual([
      "README.md: the Stripe webhook's events lack charge.refunded, which functions/src/payments/stripe-events.ts handles",
    ]);
  });

  test("when a marked list names an event the code does not handle, then one problem names the event", () => {
    const text = marked("`payment_intent.succeeded`, `charge.refunded`, `charge.captured`");
    expect(eventListProblems("doc", text, handled)).toEqual([
      "doc: the Stripe webhook's events name charge.captured, which functions/src/payments/stripe-events.ts does not handle",
    ]);
  });

  test("when one of two lists is wrong, then the problem says which", () => {
    const text = `${marked("`payment_intent.succeeded`, `charge.refunded`")}\n${marked("`charge.refunded`")}`;
    expect(eventListProblems("doc", text, handled)).toEqual([
      "doc (list 2 of 2): the Stripe webhook's events lack payment_intent.succeeded, which functions/src/payments/stripe-events.ts handles",
    ]);
  });

  test("when the document has no marked list, or a marker is not closed, then that is a problem", () => {
    expect(eventListProblems("doc", "events `payment_intent.succeeded`", handled)).toEqual([
      `doc has no ${EVENTS_START} list of the Stripe webhook's events`,
    ]);
    expect(eventListProblems("doc", `${EVENTS_START} \`charge.refunded\``, handled)).toContain(
      `doc: a ${EVENTS_START} marker has no ${EVENTS_END}`,
    );
    expect(eventListProblems("doc", undefined, handled)).toEqual(["doc is missing"]);
  });

  test("when the list is a Stripe CLI command, then the names after --events count and its URL does not", () => {
    const command =
      "stripe listen --events payment_intent.succeeded,charge.refunded \\\n  --forward-to http://127.0.0.1:5001/x";
    expect(eventNames(command)).toEqual(["payment_intent.succeeded", "charge.refunded"]);
    expect(eventNames("`docs/payments.md`, `charge.dispute.created`, `200`")).toEqual(["charge.dispute.created"]);
  });

  test("a section runs from its heading to the next heading of the same level", () => {
    const markdown = "# Top\n## Deploy\nstep\n### Detail\nmore\n## Next\nother";
    expect(markdownSection(markdown, "Deploy")).toBe("## Deploy\nstep\n### Detail\nmore");
    expect(markdownSection(markdown, "Missing")).toBeUndefined();
  });

  test("the README's deploy steps and docs/payments.md list exactly the events the webhook handles", () => {
    expect(stripeEventDocProblems(root, HANDLED_STRIPE_EVENTS)).toEqual([]);
  });
});
