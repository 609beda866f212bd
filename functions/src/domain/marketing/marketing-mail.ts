import escapeHtml from "escape-html";
import { mailField, oneLine, type MailMessage } from "../mail/order-mail";

/**
 * The marketing mails (docs/decisions/048): an anonymous alert's confirm mail, the back-in-stock
 * mail and the abandoned-cart reminder. Every one carries List-Unsubscribe with its one-click POST
 * (RFC 8058) and an unsubscribe link in its body. Pure: the services hand in the names and links.
 */

/** RFC 2369 and RFC 8058: the unsubscribe URL, and that one POST to it is enough. */
export const unsubscribeHeaders = (unsubscribeUrl: string): Record<string, string> => ({
  "List-Unsubscribe": `<${unsubscribeUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/** A tool as a mail names it: "Adjustable Wrench (Size: 10 in)". */
export const toolName = (productName: string, variantLabel: string) =>
  mailField(variantLabel ? `${productName} (${variantLabel})` : productName);

interface Wording {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Lines listed after the paragraphs (a cart's tools). */
  items?: string[];
  link: { label: string; href: string };
  unsubscribeUrl: string;
}

function message(words: Wording): MailMessage {
  const subject = oneLine(words.subject);
  const why = "You get this mail because you asked for it at Home Tools.";
  const text = [
    words.greeting,
    "",
    ...words.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(words.items?.length ? [...words.items.map((item) => `- ${item}`), ""] : []),
    `${words.link.label}: ${words.link.href}`,
    "",
    "Home Tools",
    "",
    `${why} Unsubscribe: ${words.unsubscribeUrl}`,
    "",
  ].join("\n");
  const items = words.items?.length
    ? `<ul>${words.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`
    : "";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">
<div style="max-width:600px;margin:0 auto">
<p>${escapeHtml(words.greeting)}</p>
${words.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${items}
<p style="margin:24px 0"><a href="${escapeHtml(words.link.href)}" style="background:#1b5e20;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(words.link.label)}</a></p>
<p style="color:#555">Home Tools</p>
<p style="color:#555;font-size:14px">${escapeHtml(why)} <a href="${escapeHtml(words.unsubscribeUrl)}" style="color:#1b5e20">Unsubscribe</a></p>
</div></body></html>`;
  return { subject, text, html, headers: unsubscribeHeaders(words.unsubscribeUrl) };
}

export interface AlertMailFacts {
  productName: string;
  variantLabel: string;
  unsubscribeUrl: string;
}

/** The double opt-in: the only mail an anonymous alert sends before it is confirmed. */
export function alertConfirmMail(facts: AlertMailFacts & { confirmUrl: string; validHours: number }): MailMessage {
  const tool = toolName(facts.productName, facts.variantLabel);
  return message({
    subject: `Confirm: tell me when ${tool} is back`,
    greeting: "Hello,",
    paragraphs: [
      `Someone (we hope you) asked us to mail this address once ${tool} is back in stock. Please confirm with the button below within ${facts.validHours} hours.`,
      "If it was not you, ignore this mail: without the confirmation we send nothing more.",
    ],
    link: { label: "Confirm the alert", href: facts.confirmUrl },
    unsubscribeUrl: facts.unsubscribeUrl,
  });
}

/** One mail per alert, when its variant's pieces come back; the alert then ends. */
export function stockAlertMail(facts: AlertMailFacts & { productUrl: string }): MailMessage {
  const tool = toolName(facts.productName, facts.variantLabel);
  return message({
    subject: `Back in stock: ${tool}`,
    greeting: "Hello,",
    paragraphs: [
      `Good news: ${tool} is back in stock. Pieces go first come, first served.`,
      "This was a one-time alert: we will not mail you about this tool again unless you ask.",
    ],
    link: { label: "See the tool", href: facts.productUrl },
    unsubscribeUrl: facts.unsubscribeUrl,
  });
}

/** The abandoned-cart reminder (the first, or the second and last). */
export function cartReminderMail(facts: {
  name: string;
  lines: ReadonlyArray<{ productName: string; variantLabel: string; quantity: number }>;
  restoreUrl: string;
  unsubscribeUrl: string;
  last: boolean;
}): MailMessage {
  const [first] = facts.lines;
  const what = first
    ? `${toolName(first.productName, first.variantLabel)}${facts.lines.length > 1 ? ` + ${facts.lines.length - 1} more` : ""}`
    : "your cart";
  return message({
    subject: facts.last ? `Still thinking it over? ${what} is in your cart` : `You left ${what} in your cart`,
    greeting: `Hello ${mailField(facts.name) || "there"},`,
    paragraphs: [
      "You left these tools in your cart at Home Tools. The link below brings the cart back, at today's prices and stock.",
      ...(facts.last ? ["This is our last reminder about this cart."] : []),
    ],
    items: facts.lines.map((line) => `${line.quantity} x ${toolName(line.productName, line.variantLabel)}`),
    link: { label: "Back to your cart", href: facts.restoreUrl },
    unsubscribeUrl: facts.unsubscribeUrl,
  });
}
