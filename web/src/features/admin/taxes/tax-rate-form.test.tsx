import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { answerFetch, json, renderAt } from "../../../test/render";
import { TaxRateForm } from "./tax-rate-form";

afterEach(() => {
  vi.unstubAllGlobals();
});

const saved = { _id: "r1", label: "Bavaria VAT", country: "DE", region: "BY", rate: 19, shipping: true, active: true };

function openForm(onSaved = vi.fn()) {
  renderAt(<TaxRateForm editing={null} onSaved={onSaved} onCancel={() => {}} />, { url: "/dashboard/taxes" });
  return { user: userEvent.setup(), onSaved };
}

async function fill(user: ReturnType<typeof userEvent.setup>, rate: string, region = "") {
  await user.type(screen.getByLabelText("Label"), "Bavaria VAT");
  await user.type(screen.getByLabelText("Country"), "DE");
  if (region) await user.type(screen.getByLabelText("Region"), region);
  await user.type(screen.getByLabelText("Rate (%)"), rate);
}

describe("Taxes page's rate form", () => {
  test("when a rate is added, then the rate goes as a number and a blank region as null", async () => {
    const fetch = answerFetch(json(201, saved));
    const { user, onSaved } = openForm();
    await fill(user, "8.875");
    await user.click(screen.getByLabelText("Shipping taxed"));
    await user.click(screen.getByRole("button", { name: "Add rate" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, true));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/tax-rates");
    expect(JSON.parse(String(init?.body))).toEqual({
      label: "Bavaria VAT",
      country: "DE",
      region: null,
      rate: 8.875,
      shipping: true,
      active: true,
    });
  });

  test("when the server refuses a field, then its message shows under that field", async () => {
    answerFetch(
      json(400, {
        error: {
          code: "bad-request",
          message: "Invalid input",
          fields: { rate: "A percent from 0 to 30 with at most 3 decimals" },
        },
      }),
    );
    const { user, onSaved } = openForm();
    await fill(user, "31");
    await user.click(screen.getByRole("button", { name: "Add rate" }));
    expect(await screen.findByText("A percent from 0 to 30 with at most 3 decimals")).toBeInTheDocument();
    expect(screen.getByLabelText("Rate (%)")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  test("when an active rate serves the place already, then the 409 shows above the button", async () => {
    const message = "An active rate for DE/BY exists; retire it first";
    answerFetch(json(409, { error: { code: "rate-exists", message } }));
    const { user } = openForm();
    await fill(user, "19", "BY");
    await user.click(screen.getByRole("button", { name: "Add rate" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });
});
