import type { ProductDetail } from "@hometools/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { answerFetch, json, renderAt } from "../../../../../test/render";
import { AddProductPage } from "../../add-product-page";
import { EditProductDialog } from "../edit-product-dialog";
import { testPhoto, testTool } from "../test-tools";

/**
 * The Photos of Edit and Add Product as jsdom shows them: labels, alt texts, the order, the limit,
 * and the calls made on saving. Uploads (XMLHttpRequest with its progress, the canvas) are the
 * browser test's (e2e/admin/photos.spec.ts).
 */

beforeEach(() => {
  // jsdom has no object URLs: a preview's address is all the tests need.
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const front = testPhoto("front", "The drill from the front");
const side = testPhoto("side", "The drill from the side");
const drill = testTool({
  _id: "drill",
  name: "Drill",
  img: front.src,
  price: 49,
  available: 3,
  version: 5,
  createdAt: "2026-01-01T00:00:00.000Z",
  images: [front, side],
});

function openEdit(product: ProductDetail = drill, onSaved = vi.fn()) {
  renderAt(<EditProductDialog product={product} onClose={vi.fn()} onSaved={onSaved} />, {
    url: "/dashboard/manageproduct",
  });
  return { user: userEvent.setup({ applyAccept: false }), onSaved };
}

const photosList = () => screen.getByRole("list", { name: "Photos of Drill" });
const altOf = (place: number) => screen.getByLabelText(new RegExp(`^Describe photo ${place}`));
const sent = (fetch: ReturnType<typeof answerFetch>, call: number) => [
  fetch.mock.calls[call]![0],
  fetch.mock.calls[call]![1]?.method,
  JSON.parse(String(fetch.mock.calls[call]![1]?.body ?? "null")),
];
const jpeg = (name: string) => new File([new Uint8Array(100)], name, { type: "image/jpeg" });

describe("Photos in the Edit dialog", { timeout: 20_000 }, () => {
  test("when it opens on a tool with photos, then they are listed in order with their alt texts, the first is the main picture in place of the image URL", () => {
    openEdit();
    const items = within(photosList()).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Photo 1 (main picture)");
    expect(altOf(1)).toHaveValue("The drill from the front");
    expect(altOf(2)).toHaveValue("The drill from the side");
    expect(within(items[1]!).getByRole("img", { name: "The drill from the side" })).toHaveAttribute(
      "srcset",
      side.srcset,
    );
    expect(screen.queryByLabelText("Image URL")).not.toBeInTheDocument();
    expect(screen.getByText(/^Main picture: the first photo/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Move photo 1 earlier" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move photo 2 later" })).toBeDisabled();
  });

  test("when photo 2 is moved earlier by keyboard and an alt text changed, then Save photos sends the order and the alt with the version, and the fields' Save then sends the version it raised", async () => {
    const reordered = { ...drill, images: [side, { ...front, alt: "Front, chuck open" }], img: side.src, version: 6 };
    const fetch = answerFetch(json(200, reordered), json(200, { ...reordered, name: "Drill 2", version: 7 }));
    const { user, onSaved } = openEdit();
    screen.getByRole("button", { name: "Move photo 2 earlier" }).focus();
    await user.keyboard("{Enter}");
    expect(altOf(1)).toHaveValue("The drill from the side");
    expect(altOf(2)).toHaveValue("The drill from the front");
    // Photo 1 cannot go earlier: focus stays on the photo moved, on the button it still has.
    expect(screen.getByRole("button", { name: "Move photo 1 later" })).toHaveFocus();
    await user.clear(altOf(2));
    await user.type(altOf(2), "Front, chuck open");
    await user.click(screen.getByRole("button", { name: "Save photos" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 6 })));
    expect(sent(fetch, 0)).toEqual([
      "/api/products/drill/images",
      "PATCH",
      { version: 5, order: ["side", "front"], alt: { front: "Front, chuck open" } },
    ]);
    expect(await screen.findByText("Saved: 2 photos of Drill.")).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), "Drill 2");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sent(fetch, 1)).toEqual(["/api/products/drill", "PATCH", { name: "Drill 2", version: 6 }]);
  });

  test("when photos wait for Save photos and the fields are saved, then the dialog stays open and says the photos are not saved", async () => {
    answerFetch(json(200, { ...drill, name: "Drill 2", version: 6 }));
    const onClose = vi.fn();
    renderAt(<EditProductDialog product={drill} onClose={onClose} onSaved={vi.fn()} />, {
      url: "/dashboard/manageproduct",
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Remove photo 2" }));
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), "Drill 2");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The photos are not saved yet");
    expect(onClose).not.toHaveBeenCalled();
    expect(within(screen.getByRole("list", { name: "Photos of Drill 2" })).getAllByRole("listitem")).toHaveLength(1);
  });

  test("when an alt text is cleared, then saving says so under it and sends nothing", async () => {
    const fetch = answerFetch();
    const { user } = openEdit();
    await user.clear(altOf(1));
    await user.click(screen.getByRole("button", { name: "Save photos" }));
    expect(altOf(1)).toHaveAccessibleDescription("Describe the photo in 1 to 125 characters");
    expect(altOf(1)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Describe every photo");
    expect(fetch).not.toHaveBeenCalled();
  });

  test("when a photo is removed, then Save photos sends DELETE, and Undo before it brings it back", async () => {
    const fetch = answerFetch(json(200, { ...drill, images: [side], img: side.src, version: 6 }));
    const { user, onSaved } = openEdit();
    await user.click(screen.getByRole("button", { name: "Remove photo 1" }));
    expect(within(photosList()).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Remove photo 1" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Undo photo changes" }));
    expect(altOf(1)).toHaveValue("The drill from the front");
    await user.click(screen.getByRole("button", { name: "Remove photo 1" }));
    await user.click(screen.getByRole("button", { name: "Save photos" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 6, images: [side] })));
    expect(sent(fetch, 0)).toEqual(["/api/products/drill/images/front", "DELETE", null]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test("when another admin changed the photos first, then their photos show, and starting again from theirs lists them", async () => {
    const theirs = { ...drill, images: [side], img: side.src, version: 6 };
    answerFetch(json(409, { error: { code: "version-conflict", message: "Changed", current: theirs } }));
    const { user } = openEdit();
    await user.click(screen.getByRole("button", { name: "Move photo 2 earlier" }));
    await user.click(screen.getByRole("button", { name: "Save photos" }));
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent("Someone else changed this product");
    expect(notice).toHaveTextContent("Their photos: The drill from the side.");
    await user.click(within(notice).getByRole("button", { name: "Start again from theirs" }));
    expect(within(photosList()).getAllByRole("listitem")).toHaveLength(1);
    expect(altOf(1)).toHaveValue("The drill from the side");
  });

  test("when files are picked, then each shows its preview and an empty alt text to fill, a file that is no photo says so, and at 8 the picker is off", async () => {
    const seven = { ...drill, images: ["a", "b", "c", "d", "e", "f", "g"].map((id) => testPhoto(id)) };
    const { user } = openEdit(seven);
    const picker = screen.getByLabelText("Choose photos");
    expect(picker).toHaveAttribute("type", "file");
    expect(picker).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
    await user.upload(picker, [
      new File(["<svg/>"], "x.svg", { type: "image/svg+xml" }),
      jpeg("new.jpg"),
      jpeg("more.jpg"),
    ]);
    const items = within(photosList()).getAllByRole("listitem");
    expect(items).toHaveLength(9);
    expect(items[7]).toHaveTextContent("Must be a JPEG, PNG or WebP image");
    expect(within(items[8]!).getByRole("img", { name: "Photo 9, new.jpg" })).toHaveAttribute("src", "blob:new.jpg");
    expect(altOf(9)).toHaveValue("");
    expect(
      screen.getByText("Added 1 photo: describe it below. A tool has at most 8 photos: 1 photo left out."),
    ).toBeInTheDocument();
    expect(picker).toBeDisabled();
    expect(screen.getByText(/This tool has 8 photos, the most it can have/)).toBeInTheDocument();
    // The refused file taken out leaves the 8.
    await user.click(screen.getByRole("button", { name: "Remove photo 8" }));
    expect(picker).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Remove photo 8" }));
    expect(picker).toBeEnabled();
  });

  test("when photos are dropped on the section, then they are added as if picked", () => {
    openEdit();
    const section = screen.getByRole("region", { name: "Photos" });
    fireEvent.drop(section, { dataTransfer: { files: [jpeg("dropped.jpg")], types: ["Files"] } });
    expect(within(photosList()).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("img", { name: "Photo 3, dropped.jpg" })).toBeInTheDocument();
  });
});

describe("Photos on Add Product", { timeout: 20_000 }, () => {
  test("when a photo is picked without alt text, then submitting marks it with the fields and adds nothing", async () => {
    const fetch = answerFetch();
    renderAt(<AddProductPage />, { url: "/dashboard/addproduct" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), "Drill");
    await user.type(screen.getByLabelText(/^Price/), "49");
    await user.upload(screen.getByLabelText("Choose photos"), jpeg("drill.jpg"));
    expect(screen.getByLabelText("Image URL")).toHaveAccessibleDescription(/the first photo is its main picture/);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Describe the photo in 1 to 125 characters")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
