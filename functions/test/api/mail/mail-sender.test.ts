import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { emulatorEnv } from "../../../../ports/ports";
import { adminSdk } from "../helpers";
import { mailsOf } from "./mail-helpers";

/**
 * The sender (services/mail/deliver-mail.ts) against a real SMTP server this test starts (smtp-server),
 * with a clock of its own. Every mail here starts as a claim whose lease runs out at the test's
 * clock, a day ahead: the local stack's own sender, on the real clock, never touches them.
 */
const DAY = 24 * 3_600_000;
const t0 = new Date(Date.now() + DAY);
const later = (ms: number) => new Date(t0.getTime() + ms);
const servers: SMTPServer[] = [];

interface Received {
  to: string[];
  body: string;
}

/**
 * A real SMTP server on `port` (0: any free one); `refuse` answers every recipient 550; `slowMs`
 * waits that long before accepting each mail's data.
 */
async function smtpServer(port = 0, { refuse = false, slowMs = 0 } = {}) {
  const received: Received[] = [];
  const options: SMTPServerOptions = {
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // The sender keeps its connections open for the next mail (a pool): closing drops them at once
    // instead of waiting 30 s for them to end.
    closeTimeout: 100,
    onRcptTo(address, _session, done) {
      done(refuse ? Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, done) {
      let body = "";
      stream.on("data", (chunk: Buffer) => (body += chunk.toString()));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), body });
        if (slowMs) setTimeout(() => done(), slowMs);
        else done();
      });
    },
  };
  const server = new SMTPServer(options);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.server.address() as AddressInfo).port;
  process.env.SMTP_URL = `smtp://127.0.0.1:${bound}`;
  return { port: bound, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A mail in the outbox, claimed by a sender that died: its lease ends at `leaseEnds`. */
async function strandedMail(leaseEnds = t0) {
  const orderId = `sender-${randomUUID().slice(0, 12)}`;
  const { db } = await adminSdk();
  await db
    .collection("mail")
    .doc(`${orderId}-placed`)
    .set({
      to: "bea@example.com",
      message: { subject: `Order placed ${orderId}`, text: `Order ${orderId}`, html: `<p>Order ${orderId}</p>` },
      orderId,
      kind: "placed",
      createdAt: new Date(),
      sendAt: leaseEnds,
      delivery: {
        state: "PROCESSING",
        attempts: 0,
        startTime: new Date(leaseEnds.getTime() - 60_000),
        endTime: null,
        error: null,
        leaseExpireTime: leaseEnds,
        info: null,
      },
    });
  return { orderId, id: `${orderId}-placed` };
}

const deliveryOf = async (orderId: string) => (await mailsOf(orderId))[0]!.delivery;
let sender: typeof import("../../../src/services/mail/deliver-mail");

beforeAll(async () => {
  Object.assign(process.env, emulatorEnv, { MAIL_FROM: "Home Tools <shop@hometools.local>" });
  sender = await import("../../../src/services/mail/deliver-mail");
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

describe("the mail sender against a real SMTP server", () => {
  test("when a mail is due, then it is delivered once and recorded SUCCESS with the server's answer", async () => {
    const server = await smtpServer();
    const { orderId, id } = await strandedMail();
    expect(await sender.deliverMail([id], t0)).toMatchObject({ sent: 1 });
    expect(await sender.deliverMail([id], later(1000))).toMatchObject({ sent: 0, skipped: 1 });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.to).toEqual(["bea@example.com"]);
    expect(server.received[0]!.body).toContain(`Subject: Order placed ${orderId}`);
    expect(await deliveryOf(orderId)).toMatchObject({
      state: "SUCCESS",
      attempts: 1,
      error: null,
      leaseExpireTime: null,
      info: { accepted: ["bea@example.com"], rejected: [] },
    });
  });

  test("when a claim's lease has not run out, then the mail is left to its sender; once it has, it is taken up again", async () => {
    const server = await smtpServer();
    const { orderId, id } = await strandedMail(later(30_000));
    expect(await sender.deliverMail([id], t0)).toMatchObject({ sent: 0, skipped: 1 });
    expect(await deliveryOf(orderId)).toMatchObject({ state: "PROCESSING", attempts: 0 });
    expect(await sender.deliverMail([id], later(30_000))).toMatchObject({ sent: 1 });
    expect(server.received).toHaveLength(1);
  });

  test("when the server refuses the mail, then it is retried after its backoff and given up (ERROR) at the fifth refusal", async () => {
    const server = await smtpServer(0, { refuse: true });
    const { orderId, id } = await strandedMail();
    let now = t0;
    const states: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await sender.deliverMail([id], now)).toMatchObject({ skipped: 0 });
      const delivery = await deliveryOf(orderId);
      states.push(`${delivery.state}/${delivery.attempts}`);
      expect(delivery.error).toMatch(/550/);
      // Not due again before its backoff
      expect(await sender.deliverMail([id], new Date(now.getTime() + 1000))).toMatchObject({ skipped: 1 });
      now = new Date(now.getTime() + 40 * 60_000); // past the longest backoff (32 min)
    }
    expect(states).toEqual(["RETRY/1", "RETRY/2", "RETRY/3", "RETRY/4", "ERROR/5"]);
    expect(await sender.deliverMail([id], later(DAY))).toMatchObject({ skipped: 1 });
    expect(server.received).toEqual([]);
  });

  test("when the server is down, then the mail waits (RETRY) and goes out once the server is back", async () => {
    const down = await smtpServer();
    const port = down.port;
    await down.close(); // nothing listens on the port any more
    const { orderId, id } = await strandedMail();
    for (const minutes of [0, 1, 2]) {
      expect(await sender.deliverMail([id], later(minutes * 60_000))).toMatchObject({ retry: 1 });
    }
    expect(await deliveryOf(orderId)).toMatchObject({
      state: "RETRY",
      attempts: 0,
      error: expect.stringMatching(/ECONNREFUSED/),
    });

    const back = await smtpServer(port);
    expect(await sender.deliverDueMail(later(3 * 60_000))).toMatchObject({ sent: expect.any(Number) });
    expect(await deliveryOf(orderId)).toMatchObject({ state: "SUCCESS", attempts: 1 });
    expect(back.received.filter((mail) => mail.body.includes(orderId))).toHaveLength(1);
  });

  test("when SMTP_URL is not set, then due mail is left untouched", async () => {
    const { orderId, id } = await strandedMail();
    const url = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      expect(await sender.deliverMail([id], t0)).toEqual({ sent: 0, retry: 0, error: 0, skipped: 1 });
    } finally {
      process.env.SMTP_URL = url;
    }
    expect(await deliveryOf(orderId)).toMatchObject({ state: "PROCESSING", attempts: 0 });
  });

  test("when the SMTP server takes 70 s per mail and other senders keep running, then each mail is sent once", async () => {
    // The senders' clock runs 100 times faster than real time: 700 ms of the server is 70 s.
    const SPEED = 100;
    const started = Date.now();
    const clock = () => new Date(t0.getTime() + (Date.now() - started) * SPEED);
    const server = await smtpServer(0, { slowMs: 700 });
    const mails = await Promise.all(Array.from({ length: 8 }, () => strandedMail()));
    const ids = mails.map((mail) => mail.id);

    // One sender's run takes them all (4 at a time); meanwhile another sender (another instance,
    // the next scheduled run) starts on the same mails every 5 s of the clock.
    let running = true;
    const first = sender.deliverMail(ids, clock).finally(() => (running = false));
    const others: Array<Promise<unknown>> = [];
    while (running) {
      others.push(sender.deliverMail(ids, clock));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [report] = (await Promise.all([first, ...others])) as [Awaited<typeof first>];

    expect(report.retry + report.error).toBe(0);
    for (const { orderId } of mails) {
      expect(server.received.filter((mail) => mail.body.includes(`Order placed ${orderId}`))).toHaveLength(1);
      expect(await deliveryOf(orderId)).toMatchObject({ state: "SUCCESS", attempts: 1 });
    }
    expect(server.received).toHaveLength(8);
  }, 60_000);
});
