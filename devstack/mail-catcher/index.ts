import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { HOST } from "../../ports/ports";
import { listenOnLoopback } from "../listen";
import type { CaughtMail } from "./caught-mail";
import { inboxPage, mailPage } from "./inbox-page";

export type { CaughtMail };

/**
 * The local mail catcher (README.md beside this file): a real SMTP server (smtp-server) that keeps
 * every mail it receives in memory, and an HTTP inbox with maildev's REST shape: `GET /email` lists
 * them, `DELETE /email/all` empties it. A development tool, never deployed.
 *
 * A mail is kept as it arrived and parsed (mailparser) the first time the inbox is read: a sale's
 * hundred order mails then cost the two cores only their SMTP sessions while the sale runs, not
 * their parsing too.
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
  mails: () => Promise<CaughtMail[]>;
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

/** A mail as it arrived: its bytes and the moment; parsed once, when the inbox is first read. */
interface Received {
  id: string;
  raw: Buffer;
  time: string;
  parsed?: Promise<CaughtMail>;
}

function toCaught(parsed: ParsedMail, { id, time }: Received): CaughtMail {
  return {
    id,
    subject: parsed.subject ?? "",
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    date: (parsed.date ?? new Date()).toISOString(),
    time,
    messageId: parsed.messageId ?? "",
    headers: headersOf(parsed),
  };
}

/** A mail mailparser could not read: listed with its raw text, so the inbox still answers. */
function unreadable({ id, raw, time }: Received): CaughtMail {
  const none = { subject: "", from: [], to: [], html: "", messageId: "", headers: {} };
  return { id, ...none, text: raw.toString("utf8"), date: time, time };
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const keep = options.keep ?? 1000;
  let received: Received[] = [];
  let next = 1;
  const mails = () =>
    Promise.all(
      received.map(
        (mail) =>
          (mail.parsed ??= simpleParser(mail.raw).then(
            (parsed) => toCaught(parsed, mail),
            () => unreadable(mail),
          )),
      ),
    );

  const smtp = new SMTPServer({
    // Loopback only and no secrets: nothing to encrypt, and any sender is welcome.
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    // The functions keep their connections open for the next mail: stopping drops them at once.
    closeTimeout: 500,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (error: Error) => done(error));
      stream.on("end", () => {
        const time = new Date().toISOString();
        received.push({ id: String(next++), raw: Buffer.concat(chunks), time });
        if (received.length > keep) received = received.slice(-keep);
        done();
      });
    },
  });

  const answer = (res: ServerResponse, status: number, body: unknown, type = "application/json") => {
    res.writeHead(status, { "content-type": `${type}; charset=utf-8`, "cache-control": "no-store" });
    res.end(type === "application/json" ? JSON.stringify(body) : String(body));
  };
  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://inbox").pathname;
    if (req.method === "GET" && path === "/email") return answer(res, 200, await mails());
    if (req.method === "DELETE" && path === "/email/all") {
      received = [];
      return answer(res, 200, true);
    }
    if (req.method === "GET" && path === "/") return answer(res, 200, inboxPage(await mails()), "text/html");
    const one = /^\/email\/([^/]+)\/html$/.exec(path);
    const mail = one && (await mails()).find((candidate) => candidate.id === one[1]);
    if (req.method === "GET" && mail) return mailPage(res, mail);
    answer(res, 404, { error: "Not found" });
  };
  const web = createServer((req: IncomingMessage, res: ServerResponse) => {
    respond(req, res).catch((error: Error) => answer(res, 500, { error: error.message }));
  });

  const smtpPort = await listenOnLoopback(smtp.server, options.smtpPort);
  let webPort: number;
  try {
    webPort = await listenOnLoopback(web, options.webPort);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  return {
    smtpPort,
    webPort,
    url: `http://${HOST}:${webPort}`,
    mails,
    close: async () => {
      web.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => web.close(() => resolve())),
      ]);
    },
  };
}
