import { describe, expect, test } from "vitest";
import {
  mailField,
  mailKinds,
  mayMail,
  orderMail,
  type MailKind,
  type MailOrder,
} from "../../../src/domain/mail/order-mail";

const SHOP = "https://shop.example";
const order = (overrides: Partial<MailOrder> = {}): MailOrder => ({
  _id: "ord123",
  orderNumber: "HT-7K2MQX",
  name: "Bea Buyer",
  email: "bea@example.com",
  number: "+1 555 0100",
  location: "12 Elm Street\nSpringfield",
  status: "pending",
  lines: [{ productName: "Claw Hammer", unitPriceCents: 1250, quantity: 2, lineTotalCents: 2500 }],
  totalCents: 2500,
  expiresAt: "2026-11-23T14:35:00.000Z",
  transactionId: null,
  paidAt: null,
  refundedAt: null,
  ...overrides,
});
const paid = { status: "paid", transactionId: "pi_3abc", paidAt: "2026-11-23T14:10:00.000Z", expiresAt: null };

/** Visible text of an HTML body: tags dropped, entities left as they are. */
const visible = (html: string) => html.replace(/<[^>]*>/g, " ");

describe("order mail content", () => {
  test("when an order is placed, then the mail names the lines, the total, the pay link and when the hold ends", () => {
    const mail = orderMail(order(), "placed", SHOP);
    expect(mail.subject).toBe("Order placed: 2 x Claw Hammer, please pay by 2026-11-23 14:35 UTC");
    for (const part of [mail.text, visible(mail.html)]) {
      expect(part).toContain("Claw Hammer");
      expect(part).toContain("$25.00");
      expect(part).toContain("2026-11-23 14:35 UTC");
      expect(part).toContain("HT-7K2MQX");
      expect(part).toContain("Order ord123");
    }
    expect(mail.text).toContain("Order number: HT-7K2MQX");
    expect(mail.text).toContain("- 2 x Claw Hammer at $12.50: $25.00");
    expect(mail.text).toContain(`Pay for your order: ${SHOP}/dashboard/payment/ord123`);
    expect(mail.html).toContain(`href="${SHOP}/dashboard/payment/ord123"`);
  });

  test("when an order is paid, then the receipt names the lines, the total and the transaction ID", () => {
    const mail = orderMail(order(paid), "paid", SHOP);
    expect(mail.subject).toBe("Receipt: $25.00 paid for 2 x Claw Hammer");
    for (const part of [mail.text, visible(mail.html)]) {
      expect(part).toContain("Transaction ID");
      expect(part).toContain("pi_3abc");
      expect(part).toContain("Claw Hammer");
      expect(part).toContain("$25.00");
    }
    expect(mail.text).not.toContain("/dashboard/payment/");
  });

  test("when a receipt's order is taxed on top of its prices, then each tax line sits before the total", () => {
    // 2 x $12.50 to New York with Express ($15.00), 8.875% on both: 221.875 -> 222, 133.125 -> 133.
    const taxed = order({
      ...paid,
      totalCents: 4355,
      charges: { subtotalCents: 2500, discountCents: 0, code: null, shippingLabel: "Express", shippingCents: 1500 },
      taxLines: [{ label: "New York sales tax", rate: 8.875, amountCents: 355 }],
      pricesIncludeTax: false,
    });
    const mail = orderMail(taxed, "paid", SHOP);
    expect(mail.text).toContain("Shipping (Express): $15.00\nNew York sales tax 8.875%: $3.55\nTotal: $43.55");
    expect(visible(mail.html)).toMatch(/New York sales tax 8\.875%\s+\$3\.55[\s\S]*Total\s+\$43\.55/);
  });

  test("when prices include tax, then the receipt says what the total includes, one line a rate", () => {
    const one = order({
      ...paid,
      taxLines: [{ label: "Germany VAT", rate: 19, amountCents: 399 }],
      pricesIncludeTax: true,
    });
    expect(orderMail(one, "paid", SHOP).text).toContain("Total: $25.00\nincludes $3.99 VAT\n");
    const several = order({
      ...paid,
      taxLines: [
        { label: "Germany VAT", rate: 19, amountCents: 300 },
        { label: "Reduced VAT", rate: 7, amountCents: 50 },
      ],
      pricesIncludeTax: true,
    });
    const mail = orderMail(several, "paid", SHOP);
    expect(mail.text).toContain("includes $3.00 VAT (Germany VAT 19%)\nincludes $0.50 VAT (Reduced VAT 7%)");
    expect(visible(mail.html)).toContain("includes $0.50 VAT (Reduced VAT 7%)");
  });

  test("when an order is untaxed, then the receipt has no tax line", () => {
    const mail = orderMail(order({ ...paid, taxLines: [], pricesIncludeTax: false }), "paid", SHOP);
    expect(mail.text).not.toMatch(/tax|VAT/i);
  });

  test.each<[MailKind, Partial<MailOrder>, RegExp, RegExp]>([
    ["shipped", { ...paid, status: "shipped" }, /^Shipped: 2 x Claw Hammer is on its way$/, /on its way to you/],
    [
      "refunded",
      { ...paid, status: "refunded", refundedAt: "2026-11-24T09:00:00.000Z" },
      /^Refunded: \$25\.00 for 2 x Claw Hammer$/,
      /refunded in full\.[\s\S]*Refunded: 2026-11-24 09:00 UTC/,
    ],
    [
      "expired",
      { status: "expired", expiresAt: null },
      /^Order expired: 2 x Claw Hammer was not paid in time$/,
      /not charged/,
    ],
    ["cancelled", { status: "cancelled", expiresAt: null }, /^Order cancelled: 2 x Claw Hammer$/, /not charged/],
  ])("when an order is %s, then the mail says so in its subject and text", (kind, fields, subject, text) => {
    const mail = orderMail(order(fields), kind, SHOP);
    expect(mail.subject).toMatch(subject);
    expect(mail.text).toMatch(text);
    expect(mail.text).toContain("Claw Hammer");
  });

  test("when a late payment of an expired order is refunded automatically, then the mail says why", () => {
    const fields = { ...paid, status: "expired", paid: true, refundedAt: "2026-11-24T09:00:00.000Z" };
    const mail = orderMail(order(fields), "refunded", SHOP);
    expect(mail.text).toContain("Your payment arrived after the order had expired, so we refunded it in full at once.");
    expect(mail.text).toContain("pi_3abc");
  });

  test("when an order has several lines, then every line and the total are listed", () => {
    const lines = [
      { productName: "Claw Hammer", unitPriceCents: 1250, quantity: 2, lineTotalCents: 2500 },
      { productName: "Spirit Level", unitPriceCents: 999, quantity: 1, lineTotalCents: 999 },
    ];
    const mail = orderMail(order({ ...paid, lines, totalCents: 3499 }), "paid", SHOP);
    expect(mail.subject).toBe("Receipt: $34.99 paid for Claw Hammer + 1 more");
    expect(mail.text).toContain(
      "- 2 x Claw Hammer at $12.50: $25.00\n- 1 x Spirit Level at $9.99: $9.99\nTotal: $34.99",
    );
    expect(mail.html.match(/<tr>/g)).toHaveLength(3);
  });

  test("when a product name, the name or the address hold HTML, then the HTML shows them as text", () => {
    const hostile = order({
      name: "<b>Bea</b>",
      location: '"><script>alert(1)</script>',
      number: "<img src=x onerror=alert(2)>",
      lines: [{ productName: "<i>Saw</i> & Co", unitPriceCents: 100, quantity: 1, lineTotalCents: 100 }],
      totalCents: 100,
    });
    for (const kind of mailKinds) {
      const { html, text } = orderMail(hostile, kind, SHOP);
      expect(html).not.toMatch(/<script|<img|<i>|<b>Bea/);
      expect(html).toContain("&lt;i&gt;Saw&lt;/i&gt; &amp; Co");
      expect(text).toContain("<i>Saw</i> & Co"); // plain text is shown as it is
    }
    const placed = orderMail(hostile, "placed", SHOP).html;
    expect(placed).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(placed).toContain("&lt;img src=x onerror=alert(2)&gt;");
  });

  test("when a product name holds line breaks, then the subject stays one line", () => {
    const lines = [
      { productName: "Saw\r\nBcc: all@example.com", unitPriceCents: 100, quantity: 1, lineTotalCents: 100 },
    ];
    const { subject } = orderMail(order({ lines, totalCents: 100 }), "placed", SHOP);
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject).toContain("Saw Bcc: all@example.com");
  });

  test("when a mail is read on a phone, then its HTML fits the screen: a viewport, a 600 px column, a full-width table", () => {
    for (const kind of mailKinds) {
      const { html } = orderMail(order(paid), kind, SHOP);
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).toContain("max-width:600px");
      expect(html).toContain("width:100%");
      expect(html).not.toMatch(/width="?\d{3,}/);
    }
  });
});

describe("what a mail may carry, and to whom", () => {
  test("when a name, an address or a product name holds line breaks or 5,000 characters, then the mail shows each on one line of at most 200", () => {
    const forged = "Bea\r\n\r\nYour account is locked: call +1 555 0199\u2028now\t\u0000";
    const mail = orderMail(
      order({
        name: forged,
        location: `1 Main St\n${"x".repeat(5000)}`,
        number: "555\n0100",
        lines: [
          { productName: `Hammer\nFREE ${"y".repeat(300)}`, unitPriceCents: 1250, quantity: 2, lineTotalCents: 2500 },
        ],
      }),
      "paid",
      SHOP,
    );
    expect(mail.text).toContain("Hello Bea Your account is locked: call +1 555 0199 now,");
    const deliverTo = mail.text.split("\n").find((line) => line.startsWith("Deliver to: "))!;
    expect(Array.from(deliverTo.slice("Deliver to: ".length))).toHaveLength(200);
    expect(deliverTo.endsWith("…")).toBe(true);
    expect(mail.text).toContain("Phone: 555 0100");
    expect(mail.text).not.toMatch(/y{200}/);
    expect(mail.html).not.toMatch(/x{200}/);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  test("when a value is typed with control, format and separator characters, then mailField keeps one trimmed line", () => {
    expect(mailField("  a\u200b\u202eb\n\nc  ")).toBe("a b c");
    expect(Array.from(mailField("é".repeat(400)))).toHaveLength(200);
    expect(mailField("short")).toBe("short");
  });

  test("when the buyer's email is not verified, then only mail of a paid order goes: the receipt, refunds and later moves", () => {
    const unverified = { emailVerified: false, paid: false };
    expect(mailKinds.filter((kind) => mayMail(unverified, kind))).toEqual(["paid", "refunded"]);
    expect(mailKinds.every((kind) => mayMail({ emailVerified: false, paid: true }, kind))).toBe(true);
    expect(mailKinds.every((kind) => mayMail({ emailVerified: true, paid: false }, kind))).toBe(true);
  });
});

describe("after-sale mail content", () => {
  test("when part of an order is refunded, then the mail names the amount and the pieces", () => {
    const about = {
      refund: { amountCents: 1250, lines: [{ productName: "Claw Hammer", quantity: 1 }], full: false },
    };
    const mail = orderMail(order({ ...paid, status: "partially-refunded" }), "refunded", SHOP, about);
    expect(mail.subject).toBe("Refunded: $12.50 for 1 x Claw Hammer");
    for (const part of [mail.text, visible(mail.html)]) {
      expect(part).toContain("We refunded $12.50 for 1 x Claw Hammer.");
      expect(part).toContain("HT-7K2MQX");
    }
    expect(mail.text).not.toContain("refunded in full");
  });

  test("when a return is rejected, then the mail names its pieces and the admin's reason", () => {
    const about = { return: { lines: [{ productName: "Claw Hammer", quantity: 1 }], rejectReason: "Used <a>" } };
    const mail = orderMail(order(paid), "return-rejected", SHOP, about);
    expect(mail.subject).toBe("Return not accepted: 1 x Claw Hammer");
    expect(mail.text).toContain("Reason: Used <a>");
    expect(mail.html).toContain("Used &lt;a&gt;");
  });
});
