import type { Product } from "@hometools/contract";
import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { PICTURE_SIZES } from "../../../components/catalogue/tool-picture";
import { ProductSummary } from "./product-summary";

const key = "0123456789abcdef0123456789abcdef";
const drill: Product = {
  _id: "cordless-drill",
  name: "Cordless Drill",
  description: "An 18 V drill-driver.",
  img: "/images/products/cordless-drill.svg",
  price: 89.99,
  priceMax: 89.99,
  available: 40,
  variantCount: 1,
  minimumOrder: 1,
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

describe("the purchase page's tool", () => {
  test("when the tool has photos, then its picture is the first with its renditions, the page's sizes and the photo's size, fetched first", () => {
    const photo = {
      id: "p1",
      alt: "The drill on a bench",
      width: 2000,
      height: 1500,
      src: `/media/${key}-640.webp`,
      srcset: `/media/${key}-320.webp 320w, /media/${key}-640.webp 640w, /media/${key}-1280.webp 1280w`,
    };
    render(<ProductSummary product={{ ...drill, img: photo.src, images: [photo] }} />);
    const img = screen.getByRole("img", { name: "The drill on a bench" });
    expect(img).toHaveAttribute("srcset", photo.srcset);
    expect(img).toHaveAttribute("sizes", PICTURE_SIZES.purchase);
    expect(img).toHaveAttribute("width", "2000");
    expect(img).toHaveAttribute("height", "1500");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  test("when the tool has no photos, then its picture is its img at 400 x 300, named by the tool", () => {
    render(<ProductSummary product={drill} />);
    const img = screen.getByRole("img", { name: "Cordless Drill" });
    expect(img).toHaveAttribute("src", "/images/products/cordless-drill.svg");
    expect(img).not.toHaveAttribute("srcset");
    expect(img).toHaveAttribute("width", "400");
  });
});
