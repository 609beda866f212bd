import { ADDRESS_LINES_MAX } from "@hometools/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { answerFetch, json, renderAt } from "../../../test/render";
import { invoicingSettings } from "../../../test/invoicing";
import { ADDRESS_LINES, InvoicingSettingsForm } from "./invoicing-settings-form";

afterEach(() => {
  vi.unstubAllGlobals();
});

function openForm(onSaved = vi.fn()) {
  renderAt(<InvoicingSettingsForm settings={invoicingSettings} onSaved={onSaved} />, { url: "/dashboard/invoices" });
  return { user: userEvent.setup(), onSaved };
}

const input = (label: string) => screen.getByRole("textbox", { name: new RegExp(`^${label}( \\*)?$`) });

describe("Invoices page's settings form", () => {
  test("when the owner edits the footer and a third address line, then the whole settings go, as the contract's schema makes them", async () => {
    const saved = {
      ...invoicingSettings,
      addressLines: [...invoicingSettings.addressLines, "Floor 41"],
      country: "AT",
      footer: "Thank you",
    };
    const fetch = answerFetch(json(200, saved));
    const { user, onSaved } = openForm();
    expect(input("Legal name")).toHaveValue("Werkzeug Handel GmbH");
    expect(input("Address line 2")).toHaveValue("Hinterhaus");

    await user.click(screen.getByRole("button", { name: "Add address line" }));
    await user.type(input("Address line 3"), "  Floor 41 ");
    await user.clear(input("Country"));
    await user.type(input("Country"), "at");
    await user.clear(input("Footer"));
    await user.type(input("Footer"), "Thank you");
    await user.click(screen.getByRole("button", { name: "Save settings" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/settings/invoicing");
    expect(init?.method).toBe("PUT");
    // Trimmed and upper-cased by the schema before it is sent.
    expect(JSON.parse(String(init?.body))).toEqual(saved);
  });

  test("when a field breaks the contract's rules, then its message shows under it and nothing is sent", async () => {
    const fetch = answerFetch();
    const { user } = openForm();
    await user.clear(input("Legal name"));
    await user.clear(input("Invoice prefix"));
    await user.type(input("Invoice prefix"), "inv-1");
    await user.clear(input("Credit note prefix"));
    await user.type(input("Credit note prefix"), "INV");
    await user.clear(input("Address line 2"));
    await user.click(screen.getByRole("button", { name: "Save settings" }));

    expect(await screen.findByText("Legal name is required")).toBeInTheDocument();
    expect(input("Legal name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("1 to 10 of A-Z and 0-9")).toBeInTheDocument();
    expect(input("Address line 2")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("An address line must not be empty")).toBeInTheDocument();
    await user.clear(input("Invoice prefix"));
    await user.type(input("Invoice prefix"), "INV");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Must differ from the invoice prefix")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  test("when an address line is removed, then the lines after it move up, and a fifth is never offered", async () => {
    const fetch = answerFetch(json(200, invoicingSettings));
    const { user } = openForm();
    await user.click(screen.getByRole("button", { name: "Add address line" }));
    await user.type(input("Address line 3"), "Floor 41");
    await user.click(screen.getByRole("button", { name: "Add address line" }));
    expect(screen.queryByRole("button", { name: "Add address line" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove address line 2" }));
    expect(input("Address line 2")).toHaveValue("Floor 41");
    expect(input("Address line 3")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Remove address line 3" }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body)).addressLines).toEqual(["Hauptstraße 5", "Floor 41"]);
    expect(ADDRESS_LINES).toBe(ADDRESS_LINES_MAX);
  });

  test("when the server refuses an address line, then its message shows under that line", async () => {
    answerFetch(
      json(400, {
        error: {
          code: "bad-request",
          message: "Invalid input",
          fields: { "addressLines.1": "Must be 100 characters or fewer" },
        },
      }),
    );
    const { user, onSaved } = openForm();
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Must be 100 characters or fewer")).toBeInTheDocument();
    expect(input("Address line 2")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
