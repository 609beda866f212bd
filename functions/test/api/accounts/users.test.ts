import { describe, expect, test } from "vitest";
import { admin, adminSdk, buyer, call, errorOf, newUser, signIn, updateOwnAccount, verifyEmail } from "../helpers";

describe("login record and admin check", () => {
  test("when a user records their login, then PUT /user/{email} answers the token to keep as accessToken", async () => {
    const user = await newUser("Lena Login");
    const result = await call("PUT", `/user/${user.email}`, { token: user.idToken, body: { email: user.email } });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ email: user.email, admin: false, token: user.idToken });
    const users = await call("GET", `/user?q=${encodeURIComponent(user.email)}`, { token: (await admin()).idToken });
    expect(users.body).toContainEqual({
      _id: user.uid,
      email: user.email,
      displayName: "Lena Login",
      admin: false,
      emailVerified: false,
    });
  });

  test("when the email is someone else's, then 403; without a token, 401; a bad body, 400", async () => {
    const user = await newUser();
    const other = await newUser();
    expect(
      (await call("PUT", `/user/${other.email}`, { token: user.idToken, body: { email: other.email } })).status,
    ).toBe(403);
    expect((await call("PUT", `/user/${user.email}`, { body: { email: user.email } })).status).toBe(401);
    const bad = await call("PUT", `/user/${user.email}`, { token: user.idToken, body: { email: "nope" } });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toEqual({ email: "email is required" });
  });

  test("when users check admin status, then own is allowed, others' only for admins", async () => {
    const { idToken, email } = await buyer();
    const administrator = await admin();
    expect((await call("GET", `/user/admin/${email}`, { token: idToken })).body).toEqual({
      admin: false,
      role: null,
    });
    expect((await call("GET", `/user/admin/${administrator.email}`, { token: administrator.idToken })).body).toEqual({
      admin: true,
      role: "owner",
    });
    expect((await call("GET", `/user/admin/${administrator.email}`, { token: idToken })).status).toBe(403);
    expect((await call("GET", `/user/admin/${email}`, { token: administrator.idToken })).body).toEqual({
      admin: false,
      role: null,
    });
    expect((await call("GET", `/user/admin/${email}`)).status).toBe(401);
  });

  test("when a non-admin lists users, then 403", async () => {
    expect((await call("GET", "/user", { token: (await buyer()).idToken })).status).toBe(403);
    expect((await call("GET", "/user")).status).toBe(401);
  });
});

describe("making admins", () => {
  test("when the owner promotes a user, then they are staff, the claims merged and mirrored, and a new sign-in carries them", async () => {
    const user = await verifyEmail(await newUser("Pat Promoted"));
    const { auth, db } = await adminSdk();
    await auth.setCustomUserClaims(user.uid, { tier: "gold" });
    const result = await call("PUT", `/user/makeadmin/${user.email}`, { token: (await admin()).idToken });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ email: user.email, admin: true, role: "staff" });
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ tier: "gold", admin: true, role: "staff" });
    expect((await db.collection("users").doc(user.uid).get()).data()).toMatchObject({ admin: true, email: user.email });
    // The old token has no claim (and the promotion revoked it, docs/decisions/034: 401 once a
    // second has passed since it was minted); a new sign-in carries the claims.
    expect([401, 403]).toContain((await call("GET", "/orders", { token: user.idToken })).status);
    const refreshed = await signIn(user.email, "secret123");
    expect((await call("GET", "/orders", { token: refreshed.idToken })).status).toBe(200);
  });

  test("when the email has no account, then 404; when a non-admin promotes, then 403", async () => {
    const missing = await call("PUT", "/user/makeadmin/nobody-here@example.com", { token: (await admin()).idToken });
    expect(missing.status).toBe(404);
    expect(errorOf(missing).code).toBe("not-found");
    const user = await newUser();
    const { idToken } = await buyer();
    expect((await call("PUT", `/user/makeadmin/${user.email}`, { token: idToken })).status).toBe(403);
    expect((await call("PUT", `/user/makeadmin/${user.email}`)).status).toBe(401);
  });
});

describe("profile", () => {
  test("when a user updates their profile, then it is saved and the display name follows", async () => {
    const user = await newUser("Old Name");
    const body = {
      name: "New Name",
      email: user.email,
      phone: "+1 555 0199",
      github: "https://github.com/new",
      facebook: "",
    };
    const result = await call("PUT", `/${user.email}`, { token: user.idToken, body });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      acknowledged: true,
      profile: { displayName: "New Name", phone: "+1 555 0199" },
    });
    const profile = await call("GET", `/profile/${user.email}`, { token: user.idToken });
    expect(profile.body).toMatchObject({
      email: user.email,
      displayName: "New Name",
      github: "https://github.com/new",
    });
    const { auth } = await adminSdk();
    expect((await auth.getUser(user.uid)).displayName).toBe("New Name");
  });

  test("when the account's photo is not an https URL or a site path, then the profile shows none", async () => {
    // Any user can set their account's photo to any text from the browser.
    for (const [photoUrl, shown] of [
      ["http://photos.example/me.png", ""],
      ["javascript:alert(1)", ""],
      ["/\\attacker.example/me.png", ""],
      ["https://photos.example/me.png", "https://photos.example/me.png"],
    ] as const) {
      const user = await updateOwnAccount(await newUser("Pia Photo"), { photoUrl });
      const profile = await call("GET", `/profile/${user.email}`, { token: user.idToken });
      expect(profile.body.photoURL, photoUrl).toBe(shown);
      const body = { name: "Pia Photo", email: user.email, phone: "", github: "", facebook: "" };
      const saved = await call("PUT", `/${user.email}`, { token: user.idToken, body });
      expect(saved.body.profile.photoURL, photoUrl).toBe(shown);
    }
  });

  test("when the profile is someone else's or the body is bad, then 403 or 400", async () => {
    const user = await newUser();
    const other = await newUser();
    const body = { name: "X", email: other.email, phone: "", github: "", facebook: "" };
    expect((await call("PUT", `/${other.email}`, { token: user.idToken, body })).status).toBe(403);
    expect((await call("GET", `/profile/${other.email}`, { token: user.idToken })).status).toBe(403);
    const bad = await call("PUT", `/${user.email}`, {
      token: user.idToken,
      body: { ...body, email: user.email, github: "javascript:alert(1)" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {})).toEqual(["github"]);
    const changedEmail = await call("PUT", `/${user.email}`, { token: user.idToken, body });
    expect(errorOf(changedEmail).fields).toEqual({ email: "The email cannot be changed here" });
  });
});
