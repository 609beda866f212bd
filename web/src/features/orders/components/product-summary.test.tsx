import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { PICTURE_SIZES } from "../../../components/catalogue/tool-picture";
import { aPhoto, aTool } from "../../../test/catalogue";
import { ProductSummary } from "./product-summary";

describe("the purchase page's tool", () => {
  test("when the tool has photos, then its picture is the first with its renditions, the page's sizes and the photo's size, fetched first", () => {
    const photo = aPhoto();
    render(<ProductSummary product={aTool({ img: photo.src, images: [photo] })} />);
    const img = screen.getByRole("img", { name: "The drill on a bench" });
    expect(img).toHaveAttribute("srcset", photo.srcset);
    expect(img).toHaveAttribute("sizes", PICTURE_SIZES.purchase);
    expect(img).toHaveAttribute("width", "2000");
    expect(img).toHaveAttribute("height", "1500");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  test("when the tool has no photos, then its picture is its img at 400 x 300, named by the tool", () => {
    render(<ProductSummary product={aTool()} />);
    const img = screen.getByRole("img", { name: "Cordless Drill" });
    expect(img).toHaveAttribute("src", "/images/products/cordless-drill.svg");
    expect(img).not.toHaveAttribute("srcset");
    expect(img).toHaveAttribute("width", "400");
  });
});
