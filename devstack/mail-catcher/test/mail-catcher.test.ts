import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startMailCatcher, type MailCatcher } from "../index";

/** The catcher as the shop's sender meets it: real SMTP from nodemailer, the inbox over HTTP. */
let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, keep: 3 });
});
afterAll(() => catcher?.close());

const send = (subject: string, html = "<p>Hello</p>") =>
  createTransport(`smtp://127.0.0.1:${catcher.smtpPort}`).sendMail({
    from: "Home Tools <shop@hometools.local>",
    to: '"Bea Buyer" <bea@example.com>',
    subject,
    text: "Hello Bea",
    html,
  });

const inbox = async () => (await fetch(`${catcher.url}/email`)).json() as Promise<Array<Record<string, unknown>>>;

describe("the local mail catcher", () => {
  test("when a mail is sent over SMTP, then GET /email lists it in maildev's shape", async () => {
    await fetch(`${catcher.url}/email/all`, { method: "DELETE" });
    const sent = await send("Your order");
    expect(sent.accepted).toEqual(["bea@example.com"]);
    const mails = await inbox();
    expect(mails).toEqual([
      expect.objectContaining({
        subject: "Your order",
        to: [{ address: "bea@example.com", name: "Bea Buyer" }],
        text: "Hello Bea",
        html: "<p>Hello</p>",
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*\.\d{3}Z$/),
      }),
    ]);
  });

  test("when the inbox is first read a while after a mail arrived, then its time is when it arrived", async () => {
    await fetch(`${catcher.url}/email/all`, { method: "DELETE" });
    await send("Read later");
    const accepted = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [mail] = await inbox();
    expect(mail).toMatchObject({ subject: "Read later" });
    expect(Date.parse(String(mail!.time))).toBeLessThanOrEqual(accepted);
  });

  test("when DELETE /email/all is called, then the inbox is empty", async () => {
    await send("To be cleared");
    const cleared = await fetch(`${catcher.url}/email/all`, { method: "DELETE" });
    expect(cleared.status).toBe(200);
    expect(await inbox()).toEqual([]);
  });

  test("when more mails arrive than it keeps, then the oldest are dropped", async () => {
    await fetch(`${catcher.url}/email/all`, { method: "DELETE" });
    for (const n of [1, 2, 3, 4]) await send(`Mail ${n}`);
    expect((await inbox()).map((mail) => mail.subject)).toEqual(["Mail 2", "Mail 3", "Mail 4"]);
  });

  test("when the inbox page is opened, then subjects are escaped and a mail's HTML is served sandboxed", async () => {
    await fetch(`${catcher.url}/email/all`, { method: "DELETE" });
    await send("<img src=x onerror=alert(1)>", "<p>Body</p><script>alert(1)</script>");
    const page = await (await fetch(`${catcher.url}/`)).text();
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(page).not.toContain("<img src=x");
    const [mail] = await inbox();
    const html = await fetch(`${catcher.url}/email/${String(mail!.id)}/html`);
    expect(html.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
  });

  test("when a mail carries List-Unsubscribe headers, then GET /email lists every header in lower case and the inbox offers the one click", async () => {
    await fetch(`${catcher.url}/email/all`, { method: "DELETE" });
    await createTransport(`smtp://127.0.0.1:${catcher.smtpPort}`).sendMail({
      from: "Home Tools <shop@hometools.local>",
      to: "bea@example.com",
      subject: "Back in stock",
      text: "Hello",
      headers: {
        "List-Unsubscribe": "<https://shop.example/unsubscribe?token=abc.def>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    const [mail] = await inbox();
    expect(mail!.headers).toEqual(
      expect.objectContaining({
        "list-unsubscribe": "<https://shop.example/unsubscribe?token=abc.def>",
        "list-unsubscribe-post": "List-Unsubscribe=One-Click",
        subject: "Back in stock",
        to: "bea@example.com",
      }),
    );
    const page = await (await fetch(`${catcher.url}/`)).text();
    expect(page).toContain('<form method="post" action="https://shop.example/unsubscribe?token=abc.def">');
    expect(page).toContain('name="List-Unsubscribe" value="One-Click"');
  });

  test("when a mail has no List-Unsubscribe-Post, then the inbox offers no one-click form", async () => {
    await fetch(`${catcher.url}/email/all`, { method: "DELETE" });
    await send("Your order");
    expect(await (await fetch(`${catcher.url}/`)).text()).not.toContain("<form");
  });

  test("when it listens, then both servers are on 127.0.0.1 only", async () => {
    const refused = await fetch(`http://[::1]:${catcher.webPort}/email`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
    expect(catcher.url).toBe(`http://127.0.0.1:${catcher.webPort}`);
  });
});
