import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { answerFetch, json, renderAt } from "../../../test/render";
import { AddProductPage } from "./add-product-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

function openForm() {
  renderAt(<AddProductPage />, { url: "/dashboard/addproduct" });
  return userEvent.setup();
}

const created = { _id: "p1", name: "Drill", price: 49, minimumOrder: 1, available: 0, description: "", img: "" };

describe("Add Product form", { timeout: 20_000 }, () => {
  test("when only name and price are filled, then it submits with minimum order 1 and available 0", async () => {
    const fetch = answerFetch(json(201, created));
    const user = openForm();
    await user.type(screen.getByLabelText(/^Name/), "Drill");
    await user.type(screen.getByLabelText(/^Price/), "49");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/products");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Drill",
      price: 49,
      minimumOrder: 1,
      available: 0,
      description: "",
      img: "",
      category: null,
      brand: null,
      gtin: null,
      mpn: null,
    });
    expect(screen.queryByText("Minimum order is required")).not.toBeInTheDocument();
    expect(screen.queryByText("Available is required")).not.toBeInTheDocument();
  });

  test("when it is submitted empty, then only name and price are flagged, with the spec's messages", async () => {
    const fetch = answerFetch();
    const user = openForm();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Price is required")).toBeInTheDocument();
    for (const label of ["Minimum order", "Available", "Description", "Image URL"]) {
      expect(screen.getByLabelText(label), label).not.toHaveAttribute("aria-invalid", "true");
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  test("when an https image URL is typed, then a preview with alt text shows it", async () => {
    const user = openForm();
    await user.type(screen.getByLabelText(/^Name/), "Drill");
    await user.type(screen.getByLabelText("Image URL"), "https://images.example/drill.png");
    const preview = screen.getByRole("img", { name: "Preview of Drill's image" });
    expect(preview).toHaveAttribute("src", "https://images.example/drill.png");
  });

  test.each([
    ["javascript:", "javascript:alert(1)"],
    ["http:", "http://images.example/drill.png"],
    ["a backslash path", "/\\attacker.example/x.gif"],
    ["protocol-relative", "//attacker.example/x.gif"],
  ])("when the image URL is %s, then nothing is loaded and submitting names the field", async (_, img) => {
    const fetch = answerFetch();
    const user = openForm();
    await user.type(screen.getByLabelText(/^Name/), "Drill");
    await user.type(screen.getByLabelText(/^Price/), "49");
    // userEvent reads "[" and "{" as key names; paste puts the text in as it is.
    await user.click(screen.getByLabelText("Image URL"));
    await user.paste(img);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByText("No preview")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(/Must be an https:\/\/ address/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
