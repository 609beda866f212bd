import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { answerFetch, fakeSession, json, renderAt } from "../../test/render";
import { ConfirmAlertPage } from "./confirm-alert-page";
import { UnsubscribePage } from "./unsubscribe-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const visitor = fakeSession({ status: "signed-out", user: null });

describe("the pages a marketing mail's links open", () => {
  test("when the unsubscribe link's page is opened, then its one button unsubscribes with the link's token, without signing in", async () => {
    const fetch = answerFetch(json(200, { unsubscribed: true }));
    renderAt(<UnsubscribePage />, { url: "/unsubscribe?token=a.b", path: "/unsubscribe", session: visitor });
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("status")).toHaveTextContent("You are unsubscribed");
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/unsubscribe?token=a.b");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Authorization")).toBeNull();
  });

  test("when the link's token is forged or expired, then the page says so and nothing changed", async () => {
    answerFetch(json(400, { error: { code: "bad-token", message: "Not a valid link" } }));
    renderAt(<UnsubscribePage />, { url: "/unsubscribe?token=forged", path: "/unsubscribe", session: visitor });
    await userEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This link has expired or is not valid. Nothing was changed.",
    );
  });

  test("when the page is opened without a token, then it offers no button", () => {
    renderAt(<UnsubscribePage />, { url: "/unsubscribe", session: visitor });
    expect(screen.getByRole("alert")).toHaveTextContent("This link is missing its token.");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  test("when the confirm link's answer sends the browser here, then the page says whether the alert is on", () => {
    renderAt(<ConfirmAlertPage />, {
      url: "/alerts/confirm?status=confirmed",
      path: "/alerts/confirm",
      session: visitor,
    });
    expect(screen.getByRole("status")).toHaveTextContent("Your alert is on");
  });

  test("when the confirm link was bad, then the page says no alert was confirmed", () => {
    renderAt(<ConfirmAlertPage />, {
      url: "/alerts/confirm?status=bad-token",
      path: "/alerts/confirm",
      session: visitor,
    });
    expect(screen.getByRole("alert")).toHaveTextContent("no alert was confirmed");
  });

  test("when the confirm page is opened with a token, then its one button confirms it", async () => {
    const fetch = answerFetch(json(200, { productId: "adjustable-wrench", variantId: "10-in", status: "active" }));
    renderAt(<ConfirmAlertPage />, { url: "/alerts/confirm?token=t1", path: "/alerts/confirm", session: visitor });
    await userEvent.click(screen.getByRole("button", { name: "Confirm my alert" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Your alert is on");
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ token: "t1" });
  });
});
