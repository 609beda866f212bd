import escapeHtml from "escape-html";
import { formatCents, taxLineTextsCents, type TaxLineCents } from "../pricing";

/**
 * What the shopper is told at each move of an order (docs/decisions/025-order-mail-outbox.md):
 * subject, plain text and HTML, built from the stored order alone. Pure: the service that queues
 * the mail hands in the order as `MailOrder` and the shop's address.
 */

export const mailKinds = [
  "placed",
  "paid",
  "shipped",
  "refunded",
  "expired",
  "cancelled",
  "return-requested",
  "return-approved",
  "return-rejected",
  "return-received",
] as const;
export type MailKind = (typeof mailKinds)[number];

/** One line of the order as the mail shows it (an order of several tools has several). */
export interface MailLine {
  productName: string;
  /** "Size: 8 in"; "" for a tool without options. */
  variantLabel?: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
}

/** Pieces named in a refund or a return mail. */
export interface MailPieces {
  productName: string;
  variantLabel?: string;
  quantity: number;
}

/** A line's tool as a mail names it: "Adjustable Wrench (Size: 8 in)". */
const named = <Line extends { productName: string; variantLabel?: string }>(line: Line): Line => ({
  ...line,
  productName: mailField(line.variantLabel ? `${line.productName} (${line.variantLabel})` : line.productName),
});

/** What a refund or return mail is about, beside the order. */
export interface MailAbout {
  /** A refund: how much, which pieces (none for an amount), and whether the order is now refunded in full. */
  refund?: { amountCents: number; lines: MailPieces[]; full: boolean };
  /** A return: its pieces, and the reason an admin gave for rejecting it. */
  return?: { lines: MailPieces[]; rejectReason: string | null };
}

export interface MailOrder {
  _id: string;
  orderNumber: string;
  name: string;
  email: string;
  number: string;
  location: string;
  status: string;
  lines: MailLine[];
  totalCents: number;
  expiresAt: string | null;
  transactionId: string | null;
  paidAt: string | null;
  refundedAt: string | null;
  /** A checkout's money (POST /checkout): shown between the lines and the total. */
  charges?: MailCharges;
  /** Where a guest (no account) opens the order: its page with a key; accounts go to their orders. */
  guestLink?: string;
  /** The rates applied (none: untaxed) and whether the prices included them (docs/api.md, "Taxes"). */
  taxLines?: TaxLineCents[];
  pricesIncludeTax?: boolean;
  /** The invoice issued with the payment (the receipt names it and links to the order that offers it). */
  invoiceNumber?: string | null;
}

export interface MailCharges {
  subtotalCents: number;
  discountCents: number;
  code: string | null;
  shippingLabel: string;
  shippingCents: number;
}

/** The rows between the lines and the total: subtotal, discount (with its code) and shipping. */
function chargeRows(charges: MailCharges | undefined): Array<[string, string]> {
  if (!charges) return [];
  return [
    ["Subtotal", formatCents(charges.subtotalCents)],
    ...(charges.discountCents > 0
      ? [
          [`Discount${charges.code ? ` (${charges.code})` : ""}`, formatCents(-charges.discountCents)] as [
            string,
            string,
          ],
        ]
      : []),
    [`Shipping (${charges.shippingLabel})`, formatCents(charges.shippingCents)],
  ];
}

/**
 * The tax as the pages show it (contract's pricing: "NY sales tax 8.875%: $1.23"): on top of the
 * prices, rows before the total; inside them, lines after it ("includes $1.23 VAT").
 */
function taxRows(order: MailOrder): { before: Array<[string, string]>; after: string[] } {
  const texts = taxLineTextsCents(order.taxLines ?? [], order.pricesIncludeTax === true);
  if (order.pricesIncludeTax) return { before: [], after: texts };
  return {
    before: texts.map((text) => {
      const split = text.lastIndexOf(": ");
      return [text.slice(0, split), text.slice(split + 2)];
    }),
    after: [],
  };
}

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  /** Extra headers: marketing mail's List-Unsubscribe and List-Unsubscribe-Post (domain/marketing/marketing-mail.ts). */
  headers?: Record<string, string>;
}

/** A time as every reader reads it the same way, whatever their time zone: "2026-11-23 14:05 UTC". */
export const utcTime = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace("T", " ")} UTC` : "");

const summary = (lines: MailLine[]) => {
  const [first] = lines;
  if (!first) return "your order";
  return lines.length === 1
    ? `${first.quantity} x ${first.productName}`
    : `${first.productName} + ${lines.length - 1} more`;
};

interface Wording {
  subject: string;
  /** Paragraphs before the lines; plain text (escaped for the HTML). */
  before: string[];
  /** Label and value rows after the total (an id, a date, an address). */
  facts: Array<[string, string]>;
  link?: { label: string; href: string };
}

const piecesText = (lines: MailPieces[]) =>
  lines
    .map(named)
    .map((line) => `${line.quantity} x ${line.productName}`)
    .join(", ");

function wording(order: MailOrder, kind: MailKind, shopUrl: string, about: MailAbout): Wording {
  const what = summary(order.lines);
  const total = formatCents(order.totalCents);
  const myOrders = order.guestLink
    ? { label: "See your order", href: order.guestLink }
    : { label: "See your orders", href: `${shopUrl}/dashboard/orders` };
  const orderLink = order.guestLink
    ? { label: "See your order", href: order.guestLink }
    : { label: "See your order", href: `${shopUrl}/dashboard/orders/${encodeURIComponent(order._id)}` };
  const returned = piecesText(about.return?.lines ?? []);
  const delivery: Array<[string, string]> = [
    ["Deliver to", order.location],
    ["Phone", order.number],
  ];
  switch (kind) {
    case "placed":
      return {
        subject: `Order placed: ${what}, please pay by ${utcTime(order.expiresAt)}`,
        before: [
          "Thank you for your order. We hold these tools for you until the time below; if the order is not paid by then, it is cancelled and they go back on sale.",
        ],
        facts: [["Pay by", utcTime(order.expiresAt)], ...delivery],
        link: { label: "Pay for your order", href: `${shopUrl}/dashboard/payment/${encodeURIComponent(order._id)}` },
      };
    case "paid":
      // The invoice is on the order's page (a guest's opens with the key its link carries).
      return {
        subject: `Receipt: ${total} paid for ${what}`,
        before: [
          `Thank you: we received your payment. This is your receipt.${order.invoiceNumber ? ` Your invoice ${order.invoiceNumber} is ready to download from your order's page.` : ""}`,
        ],
        facts: [
          ["Invoice", order.invoiceNumber ?? ""],
          ["Transaction ID", order.transactionId ?? ""],
          ["Paid", utcTime(order.paidAt)],
          ...delivery,
        ],
        link: order.invoiceNumber ? { ...orderLink, label: "See your order and invoice" } : myOrders,
      };
    case "shipped":
      return {
        subject: `Shipped: ${what} is on its way`,
        before: ["Good news: your order has left our workshop and is on its way to you."],
        facts: delivery,
        link: myOrders,
      };
    case "refunded":
      if (about.refund) {
        const pieces = piecesText(about.refund.lines);
        return {
          subject: `Refunded: ${formatCents(about.refund.amountCents)} for ${pieces || what}`,
          before: [
            `We refunded ${formatCents(about.refund.amountCents)}${pieces ? ` for ${pieces}` : ""}.${about.refund.full ? " Your order is now refunded in full." : ""}`,
            "Your bank shows the money back on your card within 5 to 10 business days.",
          ],
          facts: [
            ["Refunded", formatCents(about.refund.amountCents)],
            ["Pieces", pieces],
            ["Transaction ID", order.transactionId ?? ""],
          ],
          link: orderLink,
        };
      }
      return {
        subject: `Refunded: ${total} for ${what}`,
        before: [
          order.status === "refunded"
            ? "Your order was refunded in full."
            : `Your payment arrived after the order had ${order.status === "expired" ? "expired" : "been cancelled"}, so we refunded it in full at once.`,
          "Your bank shows the money back on your card within 5 to 10 business days.",
        ],
        facts: [
          ["Transaction ID", order.transactionId ?? ""],
          ["Refunded", utcTime(order.refundedAt)],
        ],
        link: myOrders,
      };
    case "expired":
      return {
        subject: `Order expired: ${what} was not paid in time`,
        before: [
          "Your order was not paid in time, so it has been cancelled and its tools went back on sale. You were not charged.",
        ],
        facts: [],
        link: { label: "Order again", href: shopUrl },
      };
    case "cancelled":
      return {
        subject: `Order cancelled: ${what}`,
        before: ["Your order has been cancelled and its tools went back on sale. You were not charged."],
        facts: [],
        link: myOrders,
      };
    case "return-requested":
      return {
        subject: `Return requested: ${returned}`,
        before: [
          "We received your return request and will answer it soon. Please wait for our approval before sending anything.",
        ],
        facts: [["Pieces", returned]],
        link: orderLink,
      };
    case "return-approved":
      return {
        subject: `Return approved: ${returned}`,
        before: ["Your return is approved. Please send these pieces back to us; we refund them once they arrive."],
        facts: [["Pieces", returned]],
        link: orderLink,
      };
    case "return-rejected":
      return {
        subject: `Return not accepted: ${returned}`,
        before: ["We cannot accept this return."],
        facts: [
          ["Pieces", returned],
          ["Reason", about.return?.rejectReason ?? ""],
        ],
        link: orderLink,
      };
    case "return-received":
      return {
        subject: `Return received: ${returned}`,
        before: ["The pieces you sent back have arrived. We refund them shortly."],
        facts: [["Pieces", returned]],
        link: orderLink,
      };
  }
}

/**
 * Whether the move's mail may go to the order's address. Before an order is paid nothing proves
 * the address belongs to the buyer (an account with an unverified email, a guest): mailing it would
 * make the shop a relay for text a stranger typed, so the placed, cancelled and expired mails go
 * only to a verified address. Money taken (the receipt, a refund, and every mail after) always goes.
 */
export function mayMail(order: { emailVerified: boolean; paid: boolean }, kind: MailKind): boolean {
  return order.emailVerified || order.paid || kind === "paid" || kind === "refunded";
}

/** Longest name, address or location a mail shows: one line, so no typed text can pose as ours. */
export const MAIL_FIELD_MAX = 200;

/**
 * A value a shopper typed, as a mail shows it: one line (line breaks, tabs and other control or
 * separator characters become spaces, runs of spaces one), at most MAIL_FIELD_MAX characters.
 */
export function mailField(text: string): string {
  const line = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const characters = Array.from(line);
  return characters.length <= MAIL_FIELD_MAX
    ? line
    : `${characters
        .slice(0, MAIL_FIELD_MAX - 1)
        .join("")
        .trimEnd()}…`;
}

/** The mail of one move of one order. */
export function orderMail(stored: MailOrder, kind: MailKind, shopUrl: string, about: MailAbout = {}): MailMessage {
  const order: MailOrder = {
    ...stored,
    name: mailField(stored.name),
    number: mailField(stored.number),
    location: mailField(stored.location),
    lines: stored.lines.map(named),
  };
  const words = wording(order, kind, shopUrl, about);
  const facts = words.facts.filter(([, value]) => value);
  return { subject: oneLine(words.subject), text: plainText(order, words, facts), html: htmlBody(order, words, facts) };
}

/** A subject is a header: no line breaks or control characters, whatever a product name holds. */
export const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, " ").trim();

function plainText(order: MailOrder, words: Wording, facts: Array<[string, string]>): string {
  const lines = order.lines.map(
    (line) =>
      `- ${line.quantity} x ${line.productName} at ${formatCents(line.unitPriceCents)}: ${formatCents(line.lineTotalCents)}`,
  );
  return [
    `Hello ${order.name || "there"},`,
    "",
    ...words.before.flatMap((paragraph) => [paragraph, ""]),
    ...(order.orderNumber ? [`Order number: ${order.orderNumber}`] : []),
    `Order ${order._id}`,
    ...lines,
    ...[...chargeRows(order.charges), ...taxRows(order).before].map(([label, value]) => `${label}: ${value}`),
    `Total: ${formatCents(order.totalCents)}`,
    ...taxRows(order).after,
    "",
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(words.link ? ["", `${words.link.label}: ${words.link.href}`] : []),
    "",
    "Home Tools",
    "",
  ].join("\n");
}

/** Escaped text, its line breaks kept (an address over several lines). */
const html = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");

function htmlBody(order: MailOrder, words: Wording, facts: Array<[string, string]>): string {
  const cell = "padding:8px 4px;border-bottom:1px solid #ddd;vertical-align:top";
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${html(line.productName)}<br><span style="color:#555">${line.quantity} x ${formatCents(line.unitPriceCents)}</span></td>` +
        `<td style="${cell};text-align:right;white-space:nowrap">${formatCents(line.lineTotalCents)}</td></tr>`,
    )
    .join("");
  const tax = taxRows(order);
  const charges = [...chargeRows(order.charges), ...tax.before]
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px">${html(label)}</td><td style="padding:4px;text-align:right;white-space:nowrap">${html(value)}</td></tr>`,
    )
    .join("");
  const factRows = facts.map(
    ([label, value]) => `<p style="margin:4px 0"><strong>${html(label)}:</strong> ${html(value)}</p>`,
  );
  const link = words.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(words.link.href)}" style="background:#1b5e20;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${html(words.link.label)}</a></p>`
    : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(oneLine(words.subject))}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">
<div style="max-width:600px;margin:0 auto">
<p>Hello ${html(order.name || "there")},</p>
${words.before.map((paragraph) => `<p>${html(paragraph)}</p>`).join("\n")}
<h2 style="font-size:18px;margin:24px 0 8px">Order ${html(order.orderNumber || order._id)}</h2>
${order.orderNumber ? `<p style="margin:0 0 8px;color:#555">Order ${html(order._id)}</p>` : ""}
<table role="presentation" style="width:100%;border-collapse:collapse">${rows}${charges}
<tr><td style="padding:8px 4px"><strong>Total</strong></td><td style="padding:8px 4px;text-align:right"><strong>${formatCents(order.totalCents)}</strong></td></tr>${tax.after.map((text) => `<tr><td colspan="2" style="padding:4px;color:#555">${html(text)}</td></tr>`).join("")}</table>
${factRows.join("\n")}
${link}
<p style="color:#555">Home Tools</p>
</div></body></html>`;
}
