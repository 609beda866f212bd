import type { ProductDetail } from "@hometools/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { answerFetch, json, renderAt } from "../../../../test/render";
import { forgetRoles, rememberRole } from "../../../../lib/session/team-role";
import { EditProductDialog } from "./edit-product-dialog";
import { testTool } from "./test-tools";

beforeEach(() => rememberRole("u1", "owner"));
afterEach(() => {
  vi.unstubAllGlobals();
  forgetRoles();
});

const base = testTool({ createdAt: "2026-01-01T00:00:00.000Z" });

/** A tool without options: its one variant, `default`, with 40 pieces. */
const clamp: ProductDetail = {
  ...base,
  _id: "clamp",
  name: "Clamp",
  price: 20,
  priceMax: 20,
  available: 40,
  variantCount: 1,
  version: 2,
  options: [],
  variants: [{ id: "default", options: {}, label: "", sku: null, price: 20, available: 40, gtin: null, mpn: "CL-1" }],
};

/** The seed's wrench: Size 6 in, 8 in and 10 in. */
const wrench: ProductDetail = {
  ...base,
  _id: "adjustable-wrench",
  name: "Adjustable Wrench",
  price: 12.75,
  priceMax: 18.5,
  available: 150,
  variantCount: 3,
  version: 5,
  options: [{ name: "Size", values: ["6 in", "8 in", "10 in"] }],
  variants: [
    {
      id: "6-in",
      options: { Size: "6 in" },
      label: "Size: 6 in",
      sku: "AW-6",
      price: 12.75,
      available: 60,
      gtin: null,
      mpn: null,
    },
    {
      id: "8-in",
      options: { Size: "8 in" },
      label: "Size: 8 in",
      sku: "AW-8",
      price: 15.25,
      available: 90,
      gtin: null,
      mpn: null,
    },
    {
      id: "10-in",
      options: { Size: "10 in" },
      label: "Size: 10 in",
      sku: "AW-10",
      price: 18.5,
      available: 0,
      gtin: null,
      mpn: null,
    },
  ],
};

/** What the Options section said (the Photos section has its own line). */
const said = () => within(screen.getByRole("region", { name: "Options" })).getByRole("status");

function open(product: ProductDetail, onSaved = vi.fn()) {
  renderAt(<EditProductDialog product={product} onClose={vi.fn()} onSaved={onSaved} />, {
    url: "/dashboard/manageproduct",
  });
  return { user: userEvent.setup(), onSaved };
}

const sentBody = (fetch: ReturnType<typeof answerFetch>, call = 0) =>
  JSON.parse(String(fetch.mock.calls[call]![1]?.body));
const saveVariants = () => screen.getByRole("button", { name: "Save options and variants" });

// Typing in MUI inputs is slow on a shared machine: more than the default 5 s.
describe("Edit dialog: options and variants", { timeout: 30_000 }, () => {
  test("when the owner adds Size with values and every combination, then saving sends the options and variants apart from the fields", async () => {
    const saved = { ...wrench, _id: "clamp", name: "Clamp", version: 3 };
    const fetch = answerFetch(json(200, saved));
    const { user, onSaved } = open(clamp);
    expect(screen.queryByRole("table", { name: "Variants" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add option" }));
    const name = screen.getByLabelText("Option 1 name");
    expect(name).toHaveFocus();
    await user.type(name, "Size");
    await user.type(screen.getByLabelText("New value of Size"), "6 in{Enter}");
    await user.type(screen.getByLabelText("New value of Size"), "8 in");
    await user.click(screen.getByRole("button", { name: "Add value to Size" }));
    expect(within(screen.getByRole("list", { name: "Values of Size" })).getAllByRole("button")).toHaveLength(2);
    // A value twice is refused where it was typed.
    await user.type(screen.getByLabelText("New value of Size"), "8 in{Enter}");
    expect(screen.getByText("This option already has this value")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add every combination" }));
    expect(said()).toHaveTextContent("Added 1 variant, and gave 1 row its values.");
    const table = screen.getByRole("table", { name: "Variants" });
    // The tool's one variant took the first size and keeps its stock; the new one starts at the price.
    expect(within(table).getByLabelText("Size of Size: 6 in")).toHaveValue("6 in");
    expect(within(table).queryByLabelText("Stock of Size: 6 in")).not.toBeInTheDocument();
    expect(within(table).getByText("40")).toBeInTheDocument();
    expect(within(table).getByLabelText("Price of Size: 8 in")).toHaveValue(20);
    await user.type(within(table).getByLabelText("SKU of Size: 6 in"), "CL-6");
    await user.type(within(table).getByLabelText("SKU of Size: 8 in"), "CL-8");
    await user.clear(within(table).getByLabelText("Price of Size: 8 in"));
    await user.type(within(table).getByLabelText("Price of Size: 8 in"), "24.5");
    await user.clear(within(table).getByLabelText("Stock of Size: 8 in"));
    await user.type(within(table).getByLabelText("Stock of Size: 8 in"), "12");

    await user.click(saveVariants());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(fetch.mock.calls[0]![0]).toBe("/api/products/clamp/variants");
    expect(fetch.mock.calls[0]![1]?.method).toBe("PUT");
    expect(sentBody(fetch)).toEqual({
      version: 2,
      options: [{ name: "Size", values: ["6 in", "8 in"] }],
      variants: [
        { id: "default", options: { Size: "6 in" }, sku: "CL-6", price: 20, gtin: null, mpn: "CL-1" },
        { options: { Size: "8 in" }, sku: "CL-8", price: 24.5, available: 12, gtin: null, mpn: null },
      ],
    });
    expect(said()).toHaveTextContent("Saved: 3 variants of Clamp.");
  });

  test("when a size's chip is removed with Delete, then its row goes too and saving leaves that variant out", async () => {
    const fetch = answerFetch(json(200, { ...wrench, version: 6 }));
    const { user } = open(wrench);
    const chip = within(screen.getByRole("list", { name: "Values of Size" })).getByRole("button", { name: "10 in" });
    chip.focus();
    await user.keyboard("{Delete}");
    expect(
      within(screen.getByRole("list", { name: "Values of Size" })).queryByRole("button", { name: "10 in" }),
    ).toBeNull();
    expect(screen.queryByLabelText("SKU of Size: 10 in")).not.toBeInTheDocument();
    expect(screen.getByLabelText("New value of Size")).toHaveFocus();
    expect(said()).toHaveTextContent("Removed 10 in from Size and its variant; save to apply.");
    await user.click(saveVariants());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const body = sentBody(fetch);
    expect(body.options).toEqual([{ name: "Size", values: ["6 in", "8 in"] }]);
    expect(body.variants.map((variant: { id: string }) => variant.id)).toEqual(["6-in", "8-in"]);
    // Kept variants keep their stock: none is sent.
    expect(body.variants.some((variant: object) => "available" in variant)).toBe(false);
  });

  test("when a tool has options, then its price shows as a read-only range and saving the fields sends no price", async () => {
    const fetch = answerFetch(json(200, { ...wrench, name: "Wrench", version: 6 }));
    const { user } = open(wrench);
    const price = screen.getByLabelText("Price");
    expect(price).toHaveValue("$12.75 to $18.50");
    expect(price).toHaveAttribute("readonly");
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), "Wrench");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]![1]?.method).toBe("PATCH");
    expect(sentBody(fetch)).toEqual({ name: "Wrench", version: 5 });
  });

  test("when a row has no value chosen, then nothing is sent and the row says why", async () => {
    const fetch = answerFetch();
    const { user } = open(wrench);
    await user.selectOptions(screen.getByLabelText("Size of Size: 8 in"), "");
    await user.click(saveVariants());
    expect(await screen.findByText("Name one value of every option")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Please check the options and variants marked below.");
    expect(fetch).not.toHaveBeenCalled();
  });

  test("when the server answers sku-taken or a field's refusal, then each message shows under its input", async () => {
    answerFetch(
      json(409, {
        error: {
          code: "sku-taken",
          message: "Another variant already has this SKU",
          fields: { "variants.1.sku": "Already taken" },
        },
      }),
      json(400, {
        error: { code: "bad-request", message: "options.0.name: Too long", fields: { "options.0.name": "Too long" } },
      }),
    );
    const { user } = open(wrench);
    await user.clear(screen.getByLabelText("SKU of Size: 8 in"));
    await user.type(screen.getByLabelText("SKU of Size: 8 in"), "AW-6X");
    await user.click(saveVariants());
    const sku = screen.getByLabelText("SKU of Size: 8 in");
    await waitFor(() => expect(sku).toHaveAccessibleDescription("Already taken"));
    expect(screen.getByRole("alert")).toHaveTextContent("Another variant already has this SKU");

    await user.type(sku, "Y");
    expect(sku).not.toHaveAccessibleDescription("Already taken");
    await user.click(saveVariants());
    await waitFor(() => expect(screen.getByLabelText("Option 1 name")).toHaveAccessibleDescription("Too long"));
  });

  test("when another admin saved first, then their variants show and mine are applied on top with their version", async () => {
    const theirs = {
      ...wrench,
      version: 6,
      variants: wrench.variants.map((v) => (v.id === "8-in" ? { ...v, sku: "AW-8B" } : v)),
    };
    const fetch = answerFetch(
      json(409, { error: { code: "version-conflict", message: "Someone else changed it", current: theirs } }),
      json(200, { ...theirs, version: 7 }),
    );
    const { user, onSaved } = open(wrench);
    await user.clear(screen.getByLabelText("Price of Size: 6 in"));
    await user.type(screen.getByLabelText("Price of Size: 6 in"), "13");
    await user.click(saveVariants());
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent("Someone else changed this product");
    expect(within(notice).getByRole("table", { name: "Their variants" })).toHaveTextContent("AW-8B");
    await user.click(within(notice).getByRole("button", { name: "Apply my changes on top" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody(fetch, 1)).toMatchObject({ version: 6 });
    expect(sentBody(fetch, 1).variants[0]).toMatchObject({ id: "6-in", price: 13 });
  });

  test("when staff open a tool with options, then they see its variants and no control to change them", async () => {
    rememberRole("u1", "staff");
    answerFetch();
    open(wrench);
    const table = screen.getByRole("table", { name: "Variants" });
    expect(table).toHaveTextContent("Size: 10 in");
    expect(table).toHaveTextContent("AW-8");
    expect(screen.queryByRole("button", { name: "Add option" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add every combination" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save options and variants" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("SKU of Size: 6 in")).not.toBeInTheDocument();
    expect(screen.getByText(/Only the shop's owner changes options and variants/)).toBeInTheDocument();
  });
});

describe("Variants beside the photos", { timeout: 30_000 }, () => {
  test("when the photos are saved while a variant's price is being changed, then the change stays and saving the variants sends the version the photos left", async () => {
    const photo = { id: "p1", alt: "The wrench", width: 800, height: 600, src: "/media/p1-640.webp", srcset: "" };
    const withPhoto = { ...wrench, images: [photo], img: photo.src };
    const fetch = answerFetch(json(200, { ...wrench, version: 6 }), json(200, { ...wrench, version: 7 }));
    const { user, onSaved } = open(withPhoto);
    const price = screen.getByLabelText("Price of Size: 8 in");
    await user.clear(price);
    await user.type(price, "16");
    await user.click(screen.getByRole("button", { name: "Remove photo 1" }));
    await user.click(screen.getByRole("button", { name: "Save photos" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 6 })));
    expect(screen.getByLabelText("Price of Size: 8 in")).toHaveValue(16);
    await user.click(saveVariants());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls[1]![0]).toBe("/api/products/adjustable-wrench/variants");
    expect(sentBody(fetch, 1)).toMatchObject({ version: 6 });
    expect(sentBody(fetch, 1).variants[1]).toMatchObject({ id: "8-in", price: 16 });
  });
});
