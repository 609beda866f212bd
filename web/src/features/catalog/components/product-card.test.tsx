import type { Product } from "@hometools/contract";
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { fakeSession, renderAt } from "../../../test/render";
import { PICTURE_SIZES } from "../../../components/catalogue/tool-picture";
import { aPhoto, aTool, rendition } from "../../../test/catalogue";
import { ProductCard } from "./product-card";

const hammer = aTool({
  _id: "claw-hammer",
  name: "Claw Hammer",
  description: "A 16 oz hammer.",
  img: "",
  price: 18.5,
  priceMax: 18.5,
  available: 30,
  minimumOrder: 2,
});
const wrench: Product = {
  ...hammer,
  _id: "adjustable-wrench",
  name: "Adjustable Wrench",
  price: 12.75,
  priceMax: 18.5,
  variantCount: 3,
};

const show = (product: Product, props: Omit<Parameters<typeof ProductCard>[0], "product"> = {}) =>
  renderAt(<ProductCard product={product} {...props} />, {
    url: "/",
    session: fakeSession({ status: "signed-out", user: null }),
  });

const drill: Product = {
  ...hammer,
  _id: "cordless-drill",
  name: "Cordless Drill",
  img: rendition(640),
  images: [aPhoto({ width: 1500, height: 2000 })],
};

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

describe("a tool's card picture", () => {
  test("when a tool has photos, then its card shows the first with its renditions, the home grid's sizes and the photo's size, loaded lazily", () => {
    show(drill);
    const img = screen.getByRole("img", { name: "The drill on a bench" });
    expect(img).toHaveAttribute("src", rendition(640));
    expect(img).toHaveAttribute("srcset", drill.images[0]!.srcset);
    expect(img).toHaveAttribute("sizes", PICTURE_SIZES.home);
    expect(img).toHaveAttribute("width", "1500");
    expect(img).toHaveAttribute("height", "2000");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  test("when a list page's first card shows a photo, then it takes the list's sizes and is fetched at once, at high priority", () => {
    show(drill, { heading: "h2", first: true, sizes: PICTURE_SIZES.list });
    const img = screen.getByRole("img", { name: "The drill on a bench" });
    expect(img).toHaveAttribute("sizes", PICTURE_SIZES.list);
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  test("when a tool has no photos, then its card shows its img at 400 x 300 named by the tool, without srcset", () => {
    show({ ...hammer, img: "/images/products/claw-hammer.svg" });
    const img = screen.getByRole("img", { name: "Claw Hammer" });
    expect(img).toHaveAttribute("src", "/images/products/claw-hammer.svg");
    expect(img).not.toHaveAttribute("srcset");
    expect(img).toHaveAttribute("width", "400");
    expect(img).toHaveAttribute("height", "300");
  });
});
