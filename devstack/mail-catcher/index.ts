import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { HOST } from "../../ports/ports";
import type { CaughtMail } from "./caught-mail";
import { inboxPage, mailPage } from "./inbox-page";

export type { CaughtMail };

/**
 * The local mail catcher (README.md beside this file): a real SMTP server (smtp-server) that keeps
 * every mail it receives in memory, parsed by mailparser, and an HTTP inbox with maildev's REST
 * shape: `GET /email` lists them, `DELETE /email/all` empties it. A development tool, never deployed.
 */

export interface MailCatcherOptions {
  smtpPort: number;
  webPort: number;
  /** Oldest mails are dropped past this many (default 1,000): a long `npm start` stays small. */
  keep?: number;
}

export interface MailCatcher {
  smtpPort: number;
  webPort: number;
  url: string;
  mails: () => CaughtMail[];
  close: () => Promise<void>;
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .map(({ address, name }) => ({ address: address ?? "", name: name ?? "" }));

/** The raw header lines, unfolded: `List-Unsubscribe: <https://...>` -> {"list-unsubscribe": "<https://...>"}. */
function headersOf(parsed: ParsedMail): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    const name = key.toLowerCase();
    if (name in headers) continue;
    headers[name] = line
      .slice(line.indexOf(":") + 1)
      .replace(/\r?\n[ \t]+/g, " ")
      .trim();
  }
  return headers;
}

function toCaught(parsed: ParsedMail, id: string): CaughtMail {
  return {
    id,
    subject: parsed.subject ?? "",
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    date: (parsed.date ?? new Date()).toISOString(),
    time: new Date().toISOString(),
    messageId: parsed.messageId ?? "",
    headers: headersOf(parsed),
  };
}

function listen(server: Server | SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inner = server instanceof SMTPServer ? server.server : server;
    inner.once("error", reject);
    inner.listen(port, HOST, () => resolve((inner.address() as AddressInfo).port));
  });
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const keep = options.keep ?? 1000;
  let mails: CaughtMail[] = [];
  let next = 1;

  const smtp = new SMTPServer({
    // Loopback only and no secrets: nothing to encrypt, and any sender is welcome.
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    // The functions keep their connections open for the next mail: stopping drops them at once.
    closeTimeout: 500,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((parsed) => {
          mails = [...mails, toCaught(parsed, String(next++))].slice(-keep);
          done();
        })
        .catch((error: Error) => done(error));
    },
  });

  const answer = (res: ServerResponse, status: number, body: unknown, type = "application/json") => {
    res.writeHead(status, { "content-type": `${type}; charset=utf-8`, "cache-control": "no-store" });
    res.end(type === "application/json" ? JSON.stringify(body) : String(body));
  };
  const web = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://inbox").pathname;
    if (req.method === "GET" && path === "/email") return answer(res, 200, mails);
    if (req.method === "DELETE" && path === "/email/all") {
      mails = [];
      return answer(res, 200, true);
    }
    if (req.method === "GET" && path === "/") return answer(res, 200, inboxPage(mails), "text/html");
    const one = /^\/email\/([^/]+)\/html$/.exec(path);
    const mail = one && mails.find((candidate) => candidate.id === one[1]);
    if (req.method === "GET" && mail) return mailPage(res, mail);
    answer(res, 404, { error: "Not found" });
  });

  const smtpPort = await listen(smtp, options.smtpPort);
  let webPort: number;
  try {
    webPort = await listen(web, options.webPort);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  return {
    smtpPort,
    webPort,
    url: `http://${HOST}:${webPort}`,
    mails: () => mails,
    close: async () => {
      web.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => web.close(() => resolve())),
      ]);
    },
  };
}
