import type { MarketingStats } from "@hometools/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { thisMonth } from "../../../components/forms/day-range-form";
import { forgetRoles, rememberRole } from "../../../lib/session/team-role";
import { aTool } from "../../../test/catalogue";
import { answerByPath, json, renderAt } from "../../../test/render";
import { MarketingPage } from "./marketing-page";

beforeEach(() => rememberRole("u1", "owner"));
afterEach(() => {
  vi.unstubAllGlobals();
  forgetRoles();
});

const stats: MarketingStats = {
  remindersSent: 12,
  cartsRecovered: 3,
  recoveredRevenue: 141.5,
  alertsSent: 4,
  alertsWaiting: [
    { productId: "adjustable-wrench", variantId: "10-in", count: 5 },
    { productId: "cordless-drill", variantId: "default", count: 1 },
  ],
};
const wrench = {
  ...aTool({ _id: "adjustable-wrench", name: "Adjustable Wrench" }),
  options: [{ name: "Size", values: ["10 in"] }],
  variants: [
    {
      id: "10-in",
      options: { Size: "10 in" },
      label: "Size: 10 in",
      sku: null,
      price: 18.5,
      available: 0,
      gtin: null,
      mpn: null,
    },
  ],
};

const answers = {
  "GET /api/marketing/stats": json(200, stats),
  "GET /api/settings/marketing": json(200, { enabled: true, delayHours: 10 }),
  "GET /api/product/adjustable-wrench": json(200, wrench),
  "GET /api/product/cordless-drill": json(200, { ...aTool(), options: [], variants: [] }),
};

describe("the Marketing page", () => {
  test("when the owner opens it, then it shows this month's figures, the alerts waiting per tool by name, and the settings", async () => {
    const fetch = answerByPath(answers);
    renderAt(<MarketingPage />, { url: "/dashboard/marketing" });
    const { from, to } = thisMonth();
    const list = await screen.findByLabelText(`Marketing from ${from} to ${to}`, {}, { timeout: 8000 });
    expect(
      within(list)
        .getAllByRole("definition")
        .map((dd) => dd.textContent),
    ).toEqual(["12", "3", "$141.50", "4", "6"]);
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(`/api/marketing/stats?from=${from}&to=${to}`);

    const table = screen.getByRole("table", { name: "Alerts waiting per tool" });
    await waitFor(() => expect(within(table).getByRole("link", { name: "Adjustable Wrench" })).toBeInTheDocument());
    const [, first, second] = within(table).getAllByRole("row");
    expect(
      within(first!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Adjustable Wrench", "Size: 10 in", "5"]);
    expect(within(first!).getByRole("link")).toHaveAttribute("href", "/tools/adjustable-wrench?variant=10-in");
    await waitFor(() => expect(within(second!).getByRole("link")).toHaveTextContent("Cordless Drill"));
    expect(within(second!).getByRole("link")).toHaveAttribute("href", "/tools/cordless-drill");

    expect(await screen.findByRole("form", { name: "Marketing settings" }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Send reminders" })).toBeChecked();
    expect(screen.getByLabelText("Delay (hours)")).toHaveValue(10);
  });

  test("when staff open it, then they read the figures, and the settings are neither asked nor shown", async () => {
    rememberRole("u1", "staff");
    const fetch = answerByPath(answers);
    renderAt(<MarketingPage />, { url: "/dashboard/marketing" });
    expect(
      await screen.findByRole("table", { name: "Alerts waiting per tool" }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Marketing settings" })).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain("/api/settings/marketing");
  });

  test("when the owner turns reminders off with a delay of 2.5 hours, then both go; a delay of 0 is refused before sending", async () => {
    const fetch = answerByPath({
      ...answers,
      "PUT /api/settings/marketing": json(200, { enabled: false, delayHours: 2.5 }),
    });
    renderAt(<MarketingPage />, { url: "/dashboard/marketing" });
    const user = userEvent.setup();
    const delay = await screen.findByLabelText("Delay (hours)", {}, { timeout: 8000 });
    await user.clear(delay);
    await user.type(delay, "0");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    // The contract's schema loads at the first check.
    expect(await screen.findByText("Must be more than 0", {}, { timeout: 8000 })).toBeInTheDocument();
    await user.clear(delay);
    await user.type(delay, "2.5");
    await user.click(screen.getByRole("switch", { name: "Send reminders" }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    const put = fetch.mock.calls.filter(([, init]) => init?.method === "PUT");
    expect(put).toHaveLength(1);
    expect(JSON.parse(String(put[0]![1]?.body))).toEqual({ enabled: false, delayHours: 2.5 });
  });
});
