import { describe, expect, test } from "vitest";
import { reminderStep } from "../../../src/domain/marketing/reminders";
import { cartReminderMail, stockAlertMail } from "../../../src/domain/marketing/marketing-mail";

const HOUR = 3_600_000;
const left = new Date("2026-11-20T08:00:00Z");
const at = (hours: number) => new Date(left.getTime() + hours * HOUR);

describe("when a resting cart gets a reminder", () => {
  test("when it has rested less than the delay, then none; from the delay on, the first", () => {
    expect(reminderStep({ updatedAt: left }, { count: 0, lastAt: null }, 10, at(9.9))).toBeNull();
    expect(reminderStep({ updatedAt: left }, { count: 0, lastAt: null }, 10, at(10))).toBe("first");
    expect(reminderStep({ updatedAt: left }, { count: 0, lastAt: null }, 0.001, at(0.01))).toBe("first");
  });

  test("when one went, then the second only 24 h after it, and never a third", () => {
    expect(reminderStep({ updatedAt: left }, { count: 1, lastAt: at(10) }, 10, at(33))).toBeNull();
    expect(reminderStep({ updatedAt: left }, { count: 1, lastAt: at(10) }, 10, at(34))).toBe("second");
    expect(reminderStep({ updatedAt: left }, { count: 2, lastAt: at(34) }, 10, at(100))).toBeNull();
  });

  test("when the cart has rested more than 7 days, then none", () => {
    expect(reminderStep({ updatedAt: left }, { count: 0, lastAt: null }, 10, at(7 * 24 + 1))).toBeNull();
    expect(reminderStep({ updatedAt: left }, { count: 1, lastAt: at(10) }, 10, at(7 * 24 + 1))).toBeNull();
  });
});

describe("the marketing mails", () => {
  test("when a mail is built, then it carries List-Unsubscribe with the one-click POST and an unsubscribe link, and a typed name stays one line", () => {
    const unsubscribeUrl = "https://shop.example/unsubscribe?token=a.b";
    const reminder = cartReminderMail({
      name: "Bea\r\nBcc: x@example.com",
      lines: [{ productName: "Claw Hammer", variantLabel: "", quantity: 2 }],
      restoreUrl: "https://shop.example/cart?restore=c.d",
      unsubscribeUrl,
      last: false,
    });
    expect(reminder.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(reminder.text).toContain("Hello Bea Bcc: x@example.com,");
    expect(reminder.text).toContain(`Unsubscribe: ${unsubscribeUrl}`);
    expect(reminder.html).toContain('href="https://shop.example/cart?restore=c.d"');
    const alert = stockAlertMail({
      productName: "<b>Wrench</b>",
      variantLabel: "Size: 10 in",
      productUrl: "https://shop.example/tools/w",
      unsubscribeUrl,
    });
    expect(alert.subject).toBe("Back in stock: <b>Wrench</b> (Size: 10 in)");
    expect(alert.html).not.toContain("<b>Wrench</b>");
  });
});
