import { describe, expect, test } from "vitest";
import { idTokenFromDeepLink } from "./google-sign-in-emulator";

describe("emulator Google sign-in", () => {
  test("when the emulator's page hands back its deep link, then the ID token is read from it", () => {
    // Built the way the Auth emulator's widget builds it (firebase-tools, redirectToIos).
    const idToken = JSON.stringify({ sub: "123", email: "gina@example.com", name: "Gina + Google" });
    const urlResponse = `http://127.0.0.1:9099/emulator/auth/handler?providerId=google.com&id_token=${encodeURIComponent(idToken)}`;
    const callback = `http://127.0.0.1:9099/__/auth/callback?authType=signInViaRedirect&link=${encodeURIComponent(urlResponse)}&eventId=1`;
    const hash = `#://google/link?deep_link_id=${encodeURIComponent(callback)}`;
    expect(idTokenFromDeepLink(hash)).toBe(idToken);
  });

  test("when the hash carries no deep link, then there is no token", () => {
    expect(idTokenFromDeepLink("")).toBeNull();
    expect(idTokenFromDeepLink("#://google/link?other=1")).toBeNull();
  });
});
