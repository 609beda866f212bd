import type { Product, ToolReview } from "@hometools/contract";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { answerFetch, fakeSession, json, renderAt } from "../../test/render";
import { ToolPage } from "./tool-page";

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById("tool-data")?.remove();
});

const drill: Product = {
  _id: "cordless-drill",
  name: "Cordless Drill",
  description: "An 18 V drill-driver.",
  img: "/images/products/cordless-drill.svg",
  price: 89.99,
  available: 40,
  minimumOrder: 1,
  category: "power-tools",
  ratingAverage: null,
  ratingCount: 0,
  brand: null,
  gtin: null,
  mpn: null,
  version: 1,
  createdAt: null,
};
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
