import type { Me } from "@hometools/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { answerFetch, json, renderAt } from "../../../test/render";
import { consentRecord, MarketingConsent } from "./marketing-consent";

afterEach(() => {
  vi.unstubAllGlobals();
});

const me = (fields: Partial<Me> = {}): Me => ({
  uid: "u1",
  email: "bea@example.com",
  displayName: "Bea Buyer",
  marketingConsent: false,
  marketingConsentAt: null,
  marketingConsentSource: null,
  ...fields,
});
const at = "2026-11-29T10:15:00.000Z";
const consentSwitch = () => screen.getByRole("switch", { name: /^Email me when a tool I want is back in stock/ });

describe("the profile's switch for marketing mail", () => {
  test("when a shopper never agreed, then the switch is off; turning it on sends their consent from the profile and says since when", async () => {
    const fetch = answerFetch(
      json(200, me()),
      json(200, me({ marketingConsent: true, marketingConsentAt: at, marketingConsentSource: "profile" })),
    );
    renderAt(<MarketingConsent />, { url: "/dashboard" });
    expect(await screen.findByText(/^Off: you have never asked for these mails\./)).toBeInTheDocument();
    expect(consentSwitch()).not.toBeChecked();
    await userEvent.click(consentSwitch());
    await waitFor(() => expect(consentSwitch()).toBeChecked());
    expect(screen.getByText(/^On since .+, on this page\./)).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[1]!;
    expect(url).toBe("/api/me/marketing");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ consent: true, source: "profile" });
  });

  test("when the switch is turned off and the shop fails, then it stays on", async () => {
    answerFetch(
      json(200, me({ marketingConsent: true, marketingConsentAt: at, marketingConsentSource: "signup" })),
      json(500, { error: { code: "internal", message: "" } }),
    );
    renderAt(<MarketingConsent />, { url: "/dashboard" });
    expect(await screen.findByText(/, when you signed up\./)).toBeInTheDocument();
    await userEvent.click(consentSwitch());
    await waitFor(() => expect(consentSwitch()).toBeEnabled());
    expect(consentSwitch()).toBeChecked();
  });

  test("when it was given at checkout or withdrawn by a link, then the line says where", () => {
    expect(
      consentRecord(me({ marketingConsent: true, marketingConsentAt: at, marketingConsentSource: "checkout" })),
    ).toMatch(/^On since Nov 29, 2026, .+, at checkout\.$/);
    expect(consentRecord(me({ marketingConsentAt: at, marketingConsentSource: "unsubscribe" }))).toMatch(
      /^Off since .+, by an unsubscribe link\.$/,
    );
  });
});
