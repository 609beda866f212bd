import type { Product } from "@hometools/contract";
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { fakeSession, renderAt } from "../../../test/render";
import { ProductCard } from "./product-card";

const hammer: Product = {
  _id: "claw-hammer",
  name: "Claw Hammer",
  description: "A 16 oz hammer.",
  img: "",
  price: 18.5,
  priceMax: 18.5,
  available: 30,
  variantCount: 1,
  minimumOrder: 2,
  category: null,
  ratingAverage: null,
  ratingCount: 0,
  brand: null,
  gtin: null,
  mpn: null,
  version: 1,
  createdAt: null,
  images: [],
};
const wrench: Product = {
  ...hammer,
  _id: "adjustable-wrench",
  name: "Adjustable Wrench",
  price: 12.75,
  priceMax: 18.5,
  variantCount: 3,
};

const show = (product: Product) =>
  renderAt(<ProductCard product={product} />, { url: "/", session: fakeSession({ status: "signed-out", user: null }) });

describe("a tool's card", () => {
  test("when its variants differ in price, then it shows the lowest as 'from', and sends the shopper to choose a size", () => {
    show(wrench);
    expect(screen.getByText("Price: from $12.75")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose options: Adjustable Wrench" })).toHaveAttribute(
      "href",
      "/tools/adjustable-wrench",
    );
    expect(screen.queryByRole("button", { name: /^Add to cart/ })).not.toBeInTheDocument();
  });

  test("when it has one price, then it shows that price and Add to cart", () => {
    show(hammer);
    expect(screen.getByText("Price: $18.50")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to cart: Claw Hammer" })).toBeInTheDocument();
  });
});
