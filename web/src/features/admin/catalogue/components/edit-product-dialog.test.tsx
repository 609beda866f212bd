import type { Product, ProductDetail } from "@hometools/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { answerFetch, json, renderAt } from "../../../../test/render";
import { forgetRoles, rememberRole } from "../../../../lib/session/team-role";
import { EditProductDialog } from "./edit-product-dialog";

afterEach(() => {
  vi.unstubAllGlobals();
  forgetRoles();
});

const listed: Product = {
  _id: "claw-hammer",
  name: "Claw Hammer",
  description: "Steel head",
  img: "/images/products/claw-hammer.svg",
  price: 18.5,
  priceMax: 18.5,
  available: 40,
  variantCount: 1,
  minimumOrder: 2,
  category: "hand-tools",
  ratingAverage: null,
  ratingCount: 0,
  brand: null,
  gtin: null,
  mpn: null,
  version: 3,
  createdAt: "2026-01-01T00:00:00.000Z",
  images: [],
};
const hammer: ProductDetail = {
  ...listed,
  options: [],
  variants: [{ id: "default", options: {}, label: "", sku: null, price: 18.5, available: 40, gtin: null, mpn: null }],
};

function open(onSaved = vi.fn(), product: Product = hammer) {
  renderAt(<EditProductDialog product={product} onClose={vi.fn()} onSaved={onSaved} />, {
    url: "/dashboard/manageproduct",
  });
  return { user: userEvent.setup(), onSaved };
}

const sent = (fetch: ReturnType<typeof answerFetch>, call: number) =>
  JSON.parse(String(fetch.mock.calls[call]![1]?.body));

describe("Edit product dialog", { timeout: 20_000 }, () => {
  test("when it opens, then the form holds the product with its image preview, and saving sends only the change and the version", async () => {
    const fetch = answerFetch(json(200, { ...hammer, price: 21, version: 4 }));
    const { user, onSaved } = open();
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Claw Hammer");
    expect(screen.getByLabelText(/^Price/)).toHaveValue(18.5);
    expect(screen.getByLabelText("Minimum order")).toHaveValue(2);
    expect(screen.getByRole("img", { name: "Preview of Claw Hammer's image" })).toHaveAttribute("src", hammer.img);
    await user.clear(screen.getByLabelText(/^Price/));
    await user.type(screen.getByLabelText(/^Price/), "21");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ price: 21, version: 4 })));
    expect(fetch.mock.calls[0]![0]).toBe("/api/products/claw-hammer");
    expect(fetch.mock.calls[0]![1]?.method).toBe("PATCH");
    expect(sent(fetch, 0)).toEqual({ price: 21, version: 3 });
  });

  test("when staff open it, then the owner's fields are read-only and saving a name sends only the name", async () => {
    rememberRole("u1", "staff");
    const fetch = answerFetch(json(200, { ...hammer, name: "Claw Hammer 2", version: 4 }));
    const { user, onSaved } = open();
    expect(screen.getByLabelText(/^Price/)).toHaveAttribute("readonly");
    expect(screen.getByText("Only the shop's owner changes prices")).toBeVisible();
    expect(screen.getByLabelText(/^Category/)).toBeDisabled();
    for (const label of ["Brand", "GTIN", "MPN"]) expect(screen.getByLabelText(label)).toHaveAttribute("readonly");
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), "Claw Hammer 2");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = JSON.parse(String(fetch.mock.calls.find(([url]) => String(url).includes("/products/"))![1]?.body));
    expect(body).toEqual({ name: "Claw Hammer 2", version: 3 });
  });

  test("when another admin saved first, then their values show and my change is applied on top with their version", async () => {
    const theirs = { ...hammer, name: "Claw Hammer XL", version: 4 };
    const fetch = answerFetch(
      json(409, { error: { code: "version-conflict", message: "Someone else changed it", current: theirs } }),
      json(200, { ...theirs, price: 21, version: 5 }),
    );
    const { user, onSaved } = open();
    await user.clear(screen.getByLabelText(/^Price/));
    await user.type(screen.getByLabelText(/^Price/), "21");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent("Someone else changed this product");
    const values = within(notice).getByLabelText("Their values");
    expect(values).toHaveTextContent("Claw Hammer XL (changed)");
    expect(values).toHaveTextContent("$18.50");
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(within(notice).getByRole("button", { name: "Apply my changes on top" }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: "Claw Hammer XL", price: 21 })),
    );
    // Only my field goes, so their new name stays.
    expect(sent(fetch, 1)).toEqual({ price: 21, version: 4 });
  });

  test("when the admin starts again from theirs, then the form shows their values", async () => {
    const theirs = { ...hammer, name: "Claw Hammer XL", version: 4 };
    answerFetch(json(409, { error: { code: "version-conflict", message: "Changed", current: theirs } }));
    const { user } = open();
    await user.clear(screen.getByLabelText(/^Price/));
    await user.type(screen.getByLabelText(/^Price/), "21");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(await screen.findByRole("button", { name: "Start again from theirs" }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Claw Hammer XL");
    expect(screen.getByLabelText(/^Price/)).toHaveValue(18.5);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  test("when it opens on a list row (no variants), then it reads the product first and shows it once read", async () => {
    const fetch = answerFetch(json(200, { ...hammer, version: 4 }));
    open(vi.fn(), listed);
    expect(screen.getByRole("progressbar", { name: "Loading the product" })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Name/)).toHaveValue("Claw Hammer");
    expect(fetch.mock.calls[0]![0]).toBe("/api/product/claw-hammer");
    // A tool without options: no variants table, and its own price field.
    expect(screen.queryByRole("table", { name: "Variants" })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Price/)).toHaveValue(18.5);
  });

  test("when the image URL is javascript:, then nothing is sent and the field says why", async () => {
    const fetch = answerFetch();
    const { user } = open();
    await user.clear(screen.getByLabelText("Image URL"));
    await user.click(screen.getByLabelText("Image URL"));
    await user.paste("javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/Must be an https:\/\/ address/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
