import type { InvoiceListRow } from "@hometools/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { answerByPath, json, renderAt } from "../../../test/render";
import { invoicingSettings } from "../../../test/invoicing";
import { thisMonth } from "../../../components/forms/day-range-form";
import { InvoicesPage } from "./invoices-page";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rows: InvoiceListRow[] = [
  {
    number: "INV-2026-000001",
    kind: "invoice",
    issuedAt: "2026-11-03T09:00:00.000Z",
    orderNumber: "HT-7K2MQX",
    invoiceNumber: "INV-2026-000001",
    tax: 2.04,
    total: 25.5,
  },
  {
    number: "CN-2026-000001",
    kind: "credit-note",
    issuedAt: "2026-11-04T09:00:00.000Z",
    orderNumber: "HT-7K2MQX",
    invoiceNumber: "INV-2026-000001",
    tax: 0.64,
    total: 8,
  },
];

/** Replaces what the field labelled `label` holds with `value`, as typed. */
async function retype(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), value);
}

const requested = (fetch: ReturnType<typeof answerByPath>, path: string) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(path));

describe("Invoices page", () => {
  test("when it opens, then it lists this month's invoices and credit notes (UTC days), each with the invoice it corrects", async () => {
    const fetch = answerByPath({
      "/api/invoices": json(200, rows),
      "/api/settings/invoicing": json(200, invoicingSettings),
    });
    renderAt(<InvoicesPage />, { url: "/dashboard/invoices" });
    const { from, to } = thisMonth();
    const table = await screen.findByRole("table", { name: `Invoices and credit notes from ${from} to ${to}` });
    expect(requested(fetch, "/api/invoices")).toEqual([`/api/invoices?from=${from}&to=${to}`]);
    const [, invoice, note] = within(table).getAllByRole("row");
    expect(
      within(invoice!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["INV-2026-000001", "Invoice", "2026-11-03", "HT-7K2MQX", "", "$2.04", "$25.50"]);
    expect(
      within(note!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["CN-2026-000001", "Credit note", "2026-11-04", "HT-7K2MQX", "INV-2026-000001", "$0.64", "$8.00"]);
    expect(await screen.findByRole("form", { name: "Invoicing settings" })).toBeInTheDocument();
  });

  test("when other days are chosen and Show pressed, then those days are asked; none issued says so", async () => {
    const fetch = answerByPath({
      "/api/invoices": json(200, []),
      "/api/settings/invoicing": json(200, invoicingSettings),
    });
    renderAt(<InvoicesPage />, { url: "/dashboard/invoices" });
    const user = userEvent.setup();
    await retype(user, "From (UTC)", "2026-01-01");
    await retype(user, "To (UTC)", "2026-01-31");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(await screen.findByText("No invoices or credit notes from 2026-01-01 to 2026-01-31.")).toBeInTheDocument();
    expect(requested(fetch, "/api/invoices").at(-1)).toBe("/api/invoices?from=2026-01-01&to=2026-01-31");
  });

  test("when From is after To, then the range is refused before asking", async () => {
    const fetch = answerByPath({
      "/api/invoices": json(200, []),
      "/api/settings/invoicing": json(200, invoicingSettings),
    });
    renderAt(<InvoicesPage />, { url: "/dashboard/invoices" });
    await retype(userEvent.setup(), "From (UTC)", "2099-01-01");
    expect(screen.getByText("From must not be after To")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show" })).toBeDisabled();
    await waitFor(() => expect(requested(fetch, "/api/invoices")).toHaveLength(1));
  });

  test("when Download CSV is pressed, then the range is asked as CSV and saved under the server's name", async () => {
    const csv = "number,kind\r\nINV-2026-000001,invoice\r\n";
    const fetch = answerByPath({
      "/api/invoices": json(200, rows),
      "/api/settings/invoicing": json(200, invoicingSettings),
    });
    let saved: { name: string; blob: Blob } | undefined;
    let made: Blob | undefined;
    Object.assign(URL, { createObjectURL: (blob: Blob) => ((made = blob), "blob:csv"), revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved = { name: this.download, blob: made! };
    });
    renderAt(<InvoicesPage />, { url: "/dashboard/invoices" });
    await screen.findByRole("table");
    fetch.mockImplementationOnce(
      async () =>
        new Response(csv, {
          headers: {
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": 'attachment; filename="invoices-2026-11-01-to-2026-11-29.csv"',
          },
        }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(saved?.name).toBe("invoices-2026-11-01-to-2026-11-29.csv"));
    expect(await saved!.blob.text()).toBe(csv);
    const { from, to } = thisMonth();
    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(String(url)).toBe(`/api/invoices?from=${from}&to=${to}&format=csv`);
    expect(new Headers(init?.headers).get("Accept")).toBe("text/csv");
  });

  test("when the month is asked, then it runs from the 1st to today in UTC", () => {
    expect(thisMonth(new Date("2026-11-29T23:30:00.000Z"))).toEqual({ from: "2026-11-01", to: "2026-11-29" });
    // 00:30 on March 1st in UTC is still February in New York: the days are UTC's.
    expect(thisMonth(new Date("2026-03-01T00:30:00.000Z"))).toEqual({ from: "2026-03-01", to: "2026-03-01" });
  });
});
