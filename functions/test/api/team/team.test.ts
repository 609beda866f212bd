import type { ActivityEntry, Product, TeamMember } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import { emulatorEnv } from "../../../../ports/ports";
import {
  admin,
  adminSdk,
  buyer,
  call,
  errorOf,
  newProduct,
  newUser,
  signIn,
  staff,
  verifiedUser,
  PASSWORD,
  type CallResult,
} from "../helpers";
import { paidOrder } from "../orders/lifecycle-helpers";
import { activity, newMember } from "./team-helpers";

/** The team and the activity log (docs/api.md, "Team and activity"; docs/decisions/034). */
const ownerToken = async () => (await admin()).idToken;
const team = async () => (await call<TeamMember[]>("GET", "/team", { token: await ownerToken() })).body;
const setRole = async (email: string, role: string, token?: string) =>
  call<TeamMember>("PUT", `/team/${encodeURIComponent(email)}`, {
    token: token ?? (await ownerToken()),
    body: { role },
  });
const remove = async (email: string, token?: string) =>
  call("DELETE", `/team/${encodeURIComponent(email)}`, { token: token ?? (await ownerToken()) });
const claimsOf = async (uid: string) => (await (await adminSdk()).auth.getUser(uid)).customClaims ?? {};

describe("the team", () => {
  test("when the owner lists the team, then the seed's owner and staff are there with their roles", async () => {
    const members = await team();
    expect(members.find((member) => member.email === "admin@example.com")).toMatchObject({ role: "owner" });
    expect(members.find((member) => member.email === "staff@example.com")).toMatchObject({
      role: "staff",
      displayName: "Sam Staff",
    });
    expect(Date.parse(members[0]!.since)).not.toBeNaN();
  });

  test("when anyone asks GET /user/admin for their own email, then it answers the role (null for a shopper)", async () => {
    for (const [who, role] of [
      [await admin(), "owner"],
      [await staff(), "staff"],
      [await buyer(), null],
    ] as const) {
      const result = await call("GET", `/user/admin/${encodeURIComponent(who.email)}`, { token: who.idToken });
      expect(result.body).toEqual({ admin: role !== null, role });
    }
  });

  test("when the owner adds an account that has no account or an unverified email, then 404 and 409 email-not-verified", async () => {
    expect((await setRole("nobody-here@example.com", "staff")).status).toBe(404);
    const unverified = await newUser("Una Unverified");
    const refused = await setRole(unverified.email, "staff");
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe("email-not-verified");
    expect(await claimsOf(unverified.uid)).toEqual({});
    expect((await setRole(unverified.email, "boss")).status).toBe(400);
  });

  test("when the owner changes a member's role, then the claims merge, the member's old token is refused at once and a new sign-in carries the role", async () => {
    const user = await verifiedUser("Rory Role");
    await (await adminSdk()).auth.setCustomUserClaims(user.uid, { tier: "gold" });
    const added = await setRole(user.email, "staff");
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ uid: user.uid, email: user.email, role: "staff" });
    expect(await claimsOf(user.uid)).toEqual({ tier: "gold", admin: true, role: "staff" });

    const asStaff = await signIn(user.email, PASSWORD);
    expect((await call("GET", "/orders", { token: asStaff.idToken })).status).toBe(200);
    expect((await setRole(user.email, "owner")).status).toBe(200);
    // The old token, with no new sign-in: refused at its very next call, a read included.
    const stale = await call("GET", "/orders", { token: asStaff.idToken });
    expect(stale.status).toBe(401);
    expect(errorOf(stale).code).toBe("unauthenticated");
    const asOwner = await signIn(user.email, PASSWORD);
    expect((await call("GET", "/team", { token: asOwner.idToken })).status).toBe(200);
    expect((await team()).find((member) => member.uid === user.uid)?.role).toBe("owner");

    const entries = await activity(`targetId=${user.uid}`);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ["team.set-role", { role: ["staff", "owner"] }],
      ["team.set-role", { role: [null, "staff"] }],
    ]);
    expect(entries[0]!.target).toEqual({ kind: "member", id: user.uid, label: user.email });
    // Back to staff, by the new owner, so the shop's owners stay the seed's and this test's.
    expect((await setRole(user.email, "staff", asOwner.idToken)).status).toBe(200);
  });

  test("when a call gives a member the role they have, then nothing is logged and their token still works", async () => {
    const member = await newMember("staff", "Nico Nochange");
    const before = (await activity(`targetId=${member.uid}`)).length;
    expect((await setRole(member.email, "staff")).status).toBe(200);
    // makeadmin leaves a member's role as it is.
    const promoted = await call("PUT", `/user/makeadmin/${encodeURIComponent(member.email)}`, {
      token: await ownerToken(),
    });
    expect(promoted.body).toEqual({ email: member.email, admin: true, role: "staff" });
    expect((await call("GET", "/orders", { token: member.idToken })).status).toBe(200);
    expect(await activity(`targetId=${member.uid}`)).toHaveLength(before);
  });

  test("when the owner removes a staff member, then both claims go, the removed member's next call is 401 with no new sign-in, and a new sign-in is a shopper's", async () => {
    const member = await newMember("staff", "Remy Removed");
    expect((await call("GET", "/orders", { token: member.idToken })).status).toBe(200);
    const removed = await remove(member.email);
    expect(removed.body).toEqual({ deletedCount: 1 });
    expect(await claimsOf(member.uid)).toEqual({});
    const stale = await call("GET", "/orders", { token: member.idToken });
    expect(stale.status).toBe(401);
    const again = await signIn(member.email, PASSWORD);
    expect((await call("GET", "/orders", { token: again.idToken })).status).toBe(403);
    expect((await team()).some((entry) => entry.uid === member.uid)).toBe(false);
    expect((await remove(member.email)).body).toEqual({ deletedCount: 0 });
    const entries = await activity(`targetId=${member.uid}&action=team.remove`);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toEqual({ role: ["staff", null] });
  });

  test("when the shop would be left without an owner, then 409 last-owner, decided in the change's own unit, and nothing changes", async () => {
    const first = await newMember("owner", "Fay First");
    const second = await newMember("owner", "Sid Second");
    // Only these two stay owners for this test: the seed's owner steps down to staff for a while,
    // and any other owner a test left behind leaves the team.
    const others = (await team()).filter(
      (member) => member.role === "owner" && ![first.uid, second.uid].includes(member.uid),
    );
    const seedOwner = others.find((member) => member.email === "admin@example.com");
    for (const other of others) {
      const result =
        other === seedOwner
          ? await setRole(other.email, "staff", first.idToken)
          : await remove(other.email, first.idToken);
      expect(result.status, other.email).toBe(200);
    }
    let ownerLeft = first;
    try {
      // Both step down at once: one unit wins, the other runs again on its result and is refused.
      const both = await Promise.all([
        setRole(first.email, "staff", first.idToken),
        setRole(second.email, "staff", second.idToken),
      ]);
      expect(both.map((result) => result.status).sort()).toEqual([200, 409]);
      const refused = both.find((result) => result.status === 409)!;
      expect(errorOf(refused).code).toBe("last-owner");
      ownerLeft = both[0]!.status === 409 ? first : second;
      expect((await claimsOf(ownerLeft.uid)).role).toBe("owner");
      // The refused call revoked nothing: the last owner's token still works.
      const alone = await remove(ownerLeft.email, ownerLeft.idToken);
      expect(alone.status).toBe(409);
      expect(errorOf(alone).code).toBe("last-owner");
      expect(await claimsOf(ownerLeft.uid)).toMatchObject({ admin: true, role: "owner" });
      const stepDowns = await activity(`targetId=${ownerLeft.uid}`, ownerLeft.idToken);
      expect(stepDowns.map((entry) => entry.action)).toEqual(["team.set-role"]);
    } finally {
      const token = (await signIn(ownerLeft.email, PASSWORD)).idToken;
      if (seedOwner) expect((await setRole(seedOwner.email, "owner", token)).status).toBe(200);
      for (const member of [first, second]) await remove(member.email, await ownerToken());
    }
  });
});

describe("the activity log", () => {
  test("when staff make changes, then the owner reads them filtered by person, action, kind, target and day, newest first, and paged", async () => {
    const member = await newMember("staff", "Pia Pager");
    const [hammer, saw] = [await newProduct({ available: 10 }), await newProduct({ available: 10 })];
    const stock = (product: Product, delta: number) =>
      call("POST", `/products/${product._id}/stock`, { token: member.idToken, body: { delta, reason: "Count" } });
    for (const delta of [1, 2, 3]) expect((await stock(hammer, delta)).status).toBe(200);
    expect((await stock(saw, 4)).status).toBe(200);
    const { order } = await paidOrder();
    expect((await call("POST", `/orders/${order._id}/ship`, { token: member.idToken })).status).toBe(200);

    const mine = await activity(`actor=${member.uid}`);
    expect(mine.map((entry) => entry.action)).toEqual([
      "order.ship",
      "product.stock",
      "product.stock",
      "product.stock",
      "product.stock",
    ]);
    expect(mine.map((entry) => entry.at)).toEqual(
      mine
        .map((entry) => entry.at)
        .sort()
        .reverse(),
    );
    expect(mine[1]!.changes).toEqual({ available: [10, 14] });
    expect(await activity(`actor=${member.uid}&action=product.stock`)).toHaveLength(4);
    expect(await activity(`actor=${member.uid}&kind=order`)).toHaveLength(1);
    const hammers = await activity(`actor=${member.uid}&kind=product&targetId=${hammer._id}`);
    expect(hammers.map((entry) => entry.changes?.available)).toEqual([
      [13, 16],
      [11, 13],
      [10, 11],
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await activity(`actor=${member.uid}&from=${today}&to=${today}`)).toHaveLength(5);
    expect(await activity(`actor=${member.uid}&to=${yesterday}`)).toEqual([]);
    expect(await activity(`actor=${member.uid}&from=${today}&action=order.ship`)).toHaveLength(1);

    // Pages of two: no entry skipped or repeated, the Link header carries the filters on.
    const seen: ActivityEntry[] = [];
    let next: string | undefined = `/activity?actor=${member.uid}&limit=2`;
    const token = await ownerToken();
    while (next) {
      const page: CallResult<ActivityEntry[]> = await call<ActivityEntry[]>("GET", next.replace(/^\/api/, ""), {
        token,
      });
      expect(page.status).toBe(200);
      seen.push(...page.body);
      next = /<([^>]+)>; rel="next"/.exec(page.headers.get("link") ?? "")?.[1];
      if (next) expect(next).toContain(`actor=${member.uid}`);
    }
    expect(seen.map((entry) => entry._id)).toEqual(mine.map((entry) => entry._id));
  });

  test("when the query is bad, or staff or a shopper ask, then 400, 403 owner-only and 403", async () => {
    const token = await ownerToken();
    for (const query of [
      "action=order.explode",
      "kind=planet",
      "from=2026-02-30",
      "from=2026-03-02&to=2026-03-01",
      "limit=0",
      "cursor=nope",
    ]) {
      expect((await call("GET", `/activity?${query}`, { token })).status, query).toBe(400);
    }
    const refused = await call("GET", "/activity", { token: (await staff()).idToken });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe("owner-only");
    expect((await call("GET", "/activity", { token: (await buyer()).idToken })).status).toBe(403);
    expect((await call("GET", "/activity")).status).toBe(401);
  });

  test("when anyone tries to change or delete an entry, then 405 and the entry stays", async () => {
    const [entry] = await activity("limit=1");
    expect(entry).toBeDefined();
    const token = await ownerToken();
    for (const method of ["PATCH", "PUT", "DELETE"]) {
      const result = await call(method, `/activity/${entry!._id}`, { token, body: {} });
      expect(result.status, method).toBe(405);
      expect(errorOf(result).code).toBe("method-not-allowed");
    }
    expect((await activity(`targetId=${entry!.target.id}`)).some((kept) => kept._id === entry!._id)).toBe(true);
  });
});

describe("npm run migrate: roles", () => {
  test("when an account has the admin claim without a role, then it counts as owner and the migration writes role owner and lists it on the team", async () => {
    const user = await verifiedUser("Ola Oldadmin");
    const { auth } = await adminSdk();
    await auth.setCustomUserClaims(user.uid, { admin: true, tier: "gold" });
    const token = (await signIn(user.email, PASSWORD)).idToken;
    expect((await call("GET", `/user/admin/${encodeURIComponent(user.email)}`, { token })).body).toEqual({
      admin: true,
      role: "owner",
    });
    expect((await call("GET", "/team", { token })).status).toBe(200);

    Object.assign(process.env, emulatorEnv);
    const { backfillTeamRoles } = await import("../../../src/data/migrations/team-roles");
    expect(await backfillTeamRoles()).toBeGreaterThanOrEqual(1);
    expect(await claimsOf(user.uid)).toEqual({ admin: true, tier: "gold", role: "owner" });
    expect((await team()).find((member) => member.uid === user.uid)).toMatchObject({
      role: "owner",
      email: user.email,
    });
    // A second run finds this account done.
    await backfillTeamRoles();
    expect(await claimsOf(user.uid)).toEqual({ admin: true, tier: "gold", role: "owner" });
    // Back to a shopper, so the shop's owners stay few.
    expect((await remove(user.email)).status).toBe(200);
  });
});
