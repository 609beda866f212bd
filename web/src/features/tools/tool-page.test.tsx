import type { ProductDetail, ToolReview } from "@hometools/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router-dom";
import { afterEach, describe, expect, test, vi } from "vitest";
import { aPhoto, aTool } from "../../test/catalogue";
import { answerFetch, fakeSession, json, renderAt } from "../../test/render";
import { ToolPage } from "./tool-page";

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById("tool-data")?.remove();
  localStorage.clear();
});

const drill: ProductDetail = {
  ...aTool({ category: "power-tools" }),
  options: [],
  variants: [{ id: "default", options: {}, label: "", sku: null, price: 89.99, available: 40, gtin: null, mpn: null }],
};

/** The seed's wrench: three sizes, the 10 in sold out. */
const variant = (id: string, size: string, price: number, available: number) => ({
  id,
  options: { Size: size },
  label: `Size: ${size}`,
  sku: `AW-${size.split(" ")[0]}`,
  price,
  available,
  gtin: null,
  mpn: null,
});
const wrench: ProductDetail = {
  ...drill,
  _id: "adjustable-wrench",
  name: "Adjustable Wrench",
  description: "A chrome-vanadium wrench.",
  category: "hand-tools",
  price: 12.75,
  priceMax: 18.5,
  available: 150,
  variantCount: 3,
  options: [{ name: "Size", values: ["6 in", "8 in", "10 in"] }],
  variants: [
    variant("6-in", "6 in", 12.75, 60),
    variant("8-in", "8 in", 15.25, 90),
    variant("10-in", "10 in", 18.5, 0),
  ],
};

/** Shows the page's search, where the chosen variant is kept. */
function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

function openWrench(url = "/tools/adjustable-wrench") {
  answerFetch(json(200, wrench), json(200, []));
  renderAt(
    <>
      <ToolPage notFound={notFound} />
      <Search />
    </>,
    { url, path: "/tools/:productId", session: visitor },
  );
}
const review: ToolReview = {
  _id: "r1",
  productId: "cordless-drill",
  name: "Maria Lopez",
  rating: 5,
  review: "Drove sixty screws.",
  createdAt: null,
  verified: true,
};

const visitor = fakeSession({ status: "signed-out", user: null });
const notFound = <p>Not in the workshop</p>;

describe("a tool's page", () => {
  test("when the server embedded the tool, then the page draws it, with its rating, without asking the API", async () => {
    const fetch = answerFetch();
    const data = document.createElement("script");
    data.type = "application/json";
    data.id = "tool-data";
    data.textContent = JSON.stringify({
      product: drill,
      rating: { reviewCount: 12, ratingValue: 4.25 },
      reviews: [review],
      nextReviews: "abc",
    });
    document.head.append(data);
    renderAt(<ToolPage notFound={notFound} />, {
      url: "/tools/cordless-drill",
      path: "/tools/:productId",
      session: visitor,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Cordless Drill" })).toBeInTheDocument();
    expect(screen.getByText("Rated 4.3 out of 5 from 12 reviews")).toBeInTheDocument();
    expect(screen.getByText("Drove sixty screws.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Buy Now" })).toHaveAttribute("href", "/product/cordless-drill");
    expect(screen.getByRole("button", { name: "Show more reviews" })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  test("when the tool has photos, then its picture is the first with its renditions, the page's sizes and the photo's size, fetched first", async () => {
    const photo = aPhoto();
    answerFetch(
      json(200, { ...drill, img: photo.src, images: [photo, { ...photo, id: "p2", alt: "Its case" }] }),
      json(200, []),
    );
    renderAt(<ToolPage notFound={notFound} />, {
      url: "/tools/cordless-drill",
      path: "/tools/:productId",
      session: visitor,
    });
    const img = await screen.findByRole("img", { name: "The drill on a bench" });
    expect(img).toHaveAttribute("srcset", photo.srcset);
    expect(img).toHaveAttribute("sizes", "(min-width: 512px) 480px, calc(100vw - 32px)");
    expect(img).toHaveAttribute("width", "2000");
    expect(img).toHaveAttribute("height", "1500");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).not.toHaveAttribute("loading", "lazy");
    expect(screen.queryByRole("img", { name: "Its case" })).not.toBeInTheDocument();
  });

  test("when the page opens by navigation, then it asks for the tool and its reviews; a tool without reviews says so", async () => {
    const fetch = answerFetch(json(200, drill), json(200, []));
    renderAt(<ToolPage notFound={notFound} />, {
      url: "/tools/cordless-drill",
      path: "/tools/:productId",
      session: visitor,
    });
    expect(await screen.findByText("No reviews yet")).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "/api/product/cordless-drill",
      "/api/products/cordless-drill/reviews?limit=10",
    ]);
  });

  test("when the tool does not exist, then the page shows the 404 page it was given", async () => {
    const missing = json(404, { error: { code: "not-found", message: "Product not found" } });
    answerFetch(missing, missing);
    renderAt(<ToolPage notFound={notFound} />, { url: "/tools/gone", path: "/tools/:productId", session: visitor });
    expect(await screen.findByText("Not in the workshop")).toBeInTheDocument();
  });
});

describe("a tool with options", () => {
  test("when it opens without ?variant, then the first size with pieces is chosen, labelled by its option, with its price, stock and SKU", async () => {
    openWrench();
    const size = await screen.findByRole("radiogroup", { name: "Size" });
    expect(within(size).getByRole("radio", { name: "6 in" })).toBeChecked();
    expect(within(size).getByRole("radio", { name: "8 in" })).not.toBeChecked();
    // Sold out: still there, and saying so.
    expect(within(size).getByRole("radio", { name: "10 in (out of stock)" })).toBeEnabled();
    expect(screen.getByText("$12.75", { exact: true })).toBeInTheDocument();
    expect(screen.getByText(/^In stock: 60 ·/)).toBeInTheDocument();
    expect(screen.getByText("SKU: AW-6")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Buy Now" })).toHaveAttribute(
      "href",
      "/product/adjustable-wrench?variant=6-in",
    );
  });

  test("when the shopper chooses another size, then the URL keeps it and the price, stock, SKU and Add to cart follow", async () => {
    openWrench();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "8 in" }));
    expect(screen.getByLabelText("search")).toHaveTextContent("?variant=8-in");
    expect(screen.getByText("$15.25", { exact: true })).toBeInTheDocument();
    expect(screen.getByText(/^In stock: 90 ·/)).toBeInTheDocument();
    expect(screen.getByText("SKU: AW-8")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to cart: Adjustable Wrench" })).toBeEnabled();

    await user.click(screen.getByRole("radio", { name: "10 in (out of stock)" }));
    expect(screen.getByLabelText("search")).toHaveTextContent("?variant=10-in");
    expect(screen.getByText("$18.50", { exact: true })).toBeInTheDocument();
    expect(screen.getByText(/^Out of stock ·/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to cart: Adjustable Wrench" })).toBeDisabled();
  });

  test("when a link names ?variant, then that size opens", async () => {
    openWrench("/tools/adjustable-wrench?variant=10-in");
    expect(await screen.findByRole("radio", { name: "10 in (out of stock)" })).toBeChecked();
    expect(screen.getByText("SKU: AW-10")).toBeInTheDocument();
  });

  test("when the shopper adds two sizes, then the visitor's cart holds a line for each, with its variant", async () => {
    openWrench("/tools/adjustable-wrench?variant=8-in");
    const user = userEvent.setup();
    const add = await screen.findByRole("button", { name: "Add to cart: Adjustable Wrench" });
    await user.click(add);
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(screen.getByRole("radio", { name: "6 in" }));
    await user.click(add);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem("hometools:visitorCart") ?? "[]")).toEqual([
        { productId: "adjustable-wrench", variantId: "8-in", quantity: 2 },
        { productId: "adjustable-wrench", variantId: "6-in", quantity: 1 },
      ]),
    );
  });

  test("when a tool has no options, then it shows no radio group and no ?variant on Buy Now", async () => {
    answerFetch(json(200, drill), json(200, []));
    renderAt(<ToolPage notFound={notFound} />, {
      url: "/tools/cordless-drill",
      path: "/tools/:productId",
      session: visitor,
    });
    expect(await screen.findByText("$89.99", { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole("radiogroup")).not.toBeInTheDocument();
    expect(screen.queryByText(/^SKU:/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Buy Now" })).toHaveAttribute("href", "/product/cordless-drill");
  });
});
