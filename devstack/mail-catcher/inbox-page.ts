import type { ServerResponse } from "node:http";
import escapeHtml from "escape-html";
import type { CaughtMail } from "./caught-mail";

/**
 * The inbox a developer opens at http://127.0.0.1:8025: newest mail first, each with its plain
 * text, and a link to its HTML as the shopper's mail program would show it. The HTML is served on
 * its own page with a sandboxing Content-Security-Policy (no scripts, nothing fetched), since a
 * mail's HTML is whatever the sender wrote.
 */
/**
 * A mail program's "Unsubscribe" button for a mail that offers RFC 8058's one click
 * (List-Unsubscribe-Post): one POST of `List-Unsubscribe=One-Click` to the List-Unsubscribe URL.
 */
function oneClickUnsubscribe(mail: CaughtMail): string {
  const url = /<(https?:[^>]+)>/.exec(mail.headers["list-unsubscribe"] ?? "")?.[1];
  if (!url || mail.headers["list-unsubscribe-post"] !== "List-Unsubscribe=One-Click") return "";
  return `<form method="post" action="${escapeHtml(url)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe (one click)</button></form>`;
}

export function inboxPage(mails: CaughtMail[]): string {
  const rows = [...mails]
    .reverse()
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p>To ${escapeHtml(mail.to.map((to) => (to.name ? `${to.name} <${to.address}>` : to.address)).join(", "))},
  <time>${escapeHtml(mail.date)}</time>. <a href="/email/${encodeURIComponent(mail.id)}/html">HTML version</a></p>
  <pre>${escapeHtml(mail.text)}</pre>${oneClickUnsubscribe(mail)}
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox (${mails.length})</title>
<style>body{font:16px system-ui,sans-serif;margin:1rem auto;max-width:48rem;padding:0 1rem}
article{border-bottom:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Local inbox: ${mails.length} mail${mails.length === 1 ? "" : "s"}</h1>
<p>Every mail the shop sent to the local SMTP server. <code>GET /email</code> lists them as JSON,
<code>DELETE /email/all</code> empties the inbox.</p>
${rows || "<p>No mail yet.</p>"}
</body></html>`;
}

export function mailPage(res: ServerResponse, mail: CaughtMail): void {
  res.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  });
  res.end(mail.html || `<pre>${escapeHtml(mail.text)}</pre>`);
}
