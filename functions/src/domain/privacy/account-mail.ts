import escapeHtml from "escape-html";
import type { MailMessage } from "../mail/order-mail";

/**
 * The last mail to an erased customer (docs/privacy.md): sent before the address is erased, it
 * names nobody and links nowhere personal.
 */
export function accountDeletedMail(shopUrl: string): MailMessage {
  const subject = "Your Home Tools account was deleted";
  const paragraphs = [
    "Hello,",
    "As asked, your Home Tools account and your personal data are deleted. Orders are kept for our books without your name, contact or address.",
    "This is the last mail we send to this address.",
    `Home Tools - ${shopUrl}`,
  ];
  return {
    subject,
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n"),
  };
}
