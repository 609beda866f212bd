import { describe, expect, test } from "vitest";
import {
  claimed,
  failed,
  isDue,
  LEASE_MS,
  MAX_ATTEMPTS,
  newDelivery,
  retryAt,
  sendAt,
  succeeded,
  UNREACHABLE_RETRY_MS,
  type Delivery,
} from "../../../src/domain/mail/mail-delivery";

const t0 = new Date("2026-11-23T12:00:00.000Z");
const later = (ms: number) => new Date(t0.getTime() + ms);
const info = { messageId: "<m1@x>", accepted: ["bea@example.com"], rejected: [] };

describe("mail delivery states", () => {
  test("when a mail is new, then it is PENDING with no attempt and due at once", () => {
    expect(newDelivery()).toMatchObject({ state: "PENDING", attempts: 0, leaseExpireTime: null });
    expect(isDue(newDelivery(), t0)).toBe(true);
  });

  test("when a mail is claimed, then it is PROCESSING under a lease and nobody else may take it until the lease ends", () => {
    const taken = claimed(newDelivery(), t0);
    expect(taken).toMatchObject({ state: "PROCESSING", startTime: t0, leaseExpireTime: later(LEASE_MS) });
    expect(isDue(taken, later(LEASE_MS - 1))).toBe(false);
    expect(isDue(taken, later(LEASE_MS))).toBe(true);
  });

  test("when a send succeeds, then it is SUCCESS with the server's answer and never due again", () => {
    const done = succeeded(claimed(newDelivery(), t0), info, later(50));
    expect(done).toMatchObject({ state: "SUCCESS", attempts: 1, endTime: later(50), leaseExpireTime: null, info });
    expect(isDue(done, later(10 ** 9))).toBe(false);
  });

  test("when the server refuses a mail, then it is retried with a growing backoff and given up (ERROR) at the fifth refusal", () => {
    let delivery: Delivery = newDelivery();
    let now = t0;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      delivery = failed(claimed(delivery, now), "550 mailbox unavailable", true, now);
      expect(delivery.attempts).toBe(attempt);
      expect(delivery.error).toBe("550 mailbox unavailable");
      if (delivery.state === "ERROR") break;
      expect(delivery.state).toBe("RETRY");
      const next = retryAt(delivery);
      waits.push(next.getTime() - now.getTime());
      expect(isDue(delivery, new Date(next.getTime() - 1))).toBe(false);
      expect(isDue(delivery, next)).toBe(true);
      now = next;
    }
    expect(delivery).toMatchObject({ state: "ERROR", attempts: MAX_ATTEMPTS });
    expect(waits).toEqual([30_000, 120_000, 480_000, 1_920_000]);
    expect(isDue(delivery, later(10 ** 10))).toBe(false);
  });

  test("when the server cannot be reached, then the mail waits (RETRY) however often it fails, without using up attempts", () => {
    let delivery: Delivery = newDelivery();
    for (let run = 0; run < 20; run += 1) {
      delivery = failed(
        claimed(delivery, later(run * UNREACHABLE_RETRY_MS)),
        "connect ECONNREFUSED",
        false,
        later(run * UNREACHABLE_RETRY_MS),
      );
    }
    expect(delivery).toMatchObject({ state: "RETRY", attempts: 0, error: "connect ECONNREFUSED" });
    expect(isDue(delivery, later(20 * UNREACHABLE_RETRY_MS))).toBe(true);
  });
});

describe("when a sender looks at a mail next (sendAt)", () => {
  test("when a mail is waiting, claimed, retried or done, then sendAt is its creation, its lease's end, its retry time, or never", () => {
    const pending = newDelivery();
    expect(sendAt(pending, t0)).toEqual(t0);
    const taken = claimed(pending, t0);
    expect(sendAt(taken, t0)).toEqual(later(LEASE_MS));
    const retry = failed(taken, "421 try later", true, t0);
    expect(sendAt(retry, t0)).toEqual(retryAt(retry));
    expect(sendAt(succeeded(taken, info, t0), t0)).toBeNull();
    let given: Delivery = pending;
    for (let n = 0; n < MAX_ATTEMPTS; n += 1) given = failed(claimed(given, t0), "550", true, t0);
    expect(sendAt(given, t0)).toBeNull();
  });
});
