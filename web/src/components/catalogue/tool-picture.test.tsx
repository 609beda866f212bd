import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import indexHtml from "../../../index.html?raw";
import { aPhoto, rendition } from "../../test/catalogue";
import { FALLBACK_IMG, linePicture, PICTURE_SIZES, toolPicture } from "./tool-picture";

const front = aPhoto();
const side = aPhoto({ id: "p2", alt: "From the side", src: rendition(640, "fedcba9876543210fedcba9876543210") });

describe("a tool's picture", () => {
  test("when a tool has photos, then its picture is the first: srcset, the place's sizes, the photo's size and its alt text", () => {
    const drill = { name: "Cordless Drill", img: front.src, images: [front, side] };
    render(<img {...toolPicture(drill, PICTURE_SIZES.tool)} />);
    const img = screen.getByRole("img", { name: "The drill on a bench" });
    expect(img).toHaveAttribute("src", front.src);
    expect(img).toHaveAttribute("srcset", front.srcset);
    expect(img).toHaveAttribute("sizes", "(min-width: 512px) 480px, calc(100vw - 32px)");
    expect(img).toHaveAttribute("width", "2000");
    expect(img).toHaveAttribute("height", "1500");
  });

  test("when a tool has no photos, then its picture is its img at 400 x 300, named by the tool, without srcset; no img at all is the placeholder", () => {
    render(
      <img {...toolPicture({ name: "Claw Hammer", img: "/images/products/claw-hammer.svg", images: [] }, "50vw")} />,
    );
    const img = screen.getByRole("img", { name: "Claw Hammer" });
    expect(img).toHaveAttribute("src", "/images/products/claw-hammer.svg");
    expect(img).not.toHaveAttribute("srcset");
    expect(img).not.toHaveAttribute("sizes");
    expect(img).toHaveAttribute("width", "400");
    expect(img).toHaveAttribute("height", "300");
    expect(toolPicture({ name: "Saw", img: "" }, "50vw").src).toBe(FALLBACK_IMG);
  });

  test("when a photo fails to load, then the placeholder shows instead, its srcset removed so the browser draws src", () => {
    render(<img {...toolPicture({ name: "Drill", img: front.src, images: [front] }, PICTURE_SIZES.list)} />);
    const img = screen.getByRole("img", { name: "The drill on a bench" });
    fireEvent.error(img);
    expect(img).toHaveAttribute("src", FALLBACK_IMG);
    expect(img).not.toHaveAttribute("srcset");
    expect(img).not.toHaveAttribute("sizes");
  });
});

describe("a cart line's thumbnail", () => {
  test("when the line's img is a photo's 640 px rendition, then it offers the 320 px one too, for 72 px", () => {
    expect(linePicture(front.src)).toMatchObject({
      src: front.src,
      srcSet: `${rendition(320)} 320w, ${rendition(640)} 640w`,
      sizes: "72px",
    });
  });

  test("when the line's img is a 320 px or narrower rendition, or not a rendition, then it is shown as it is", () => {
    for (const img of [rendition(320), rendition(200), "/images/products/saw.svg", "/images/products/x-640.webp"]) {
      const picture = linePicture(img);
      expect(picture.src).toBe(img);
      expect(picture).not.toHaveProperty("srcSet");
    }
    expect(linePicture("").src).toBe(FALLBACK_IMG);
  });
});

describe("the purchase page's first paint", () => {
  test("when index.html draws a tool's photo before the app, then it asks for the width the app's card draws it at", () => {
    const frame = new DOMParser().parseFromString(indexHtml, "text/html");
    expect(frame.getElementById("shell-product-picture")!.getAttribute("data-sizes")).toBe(PICTURE_SIZES.purchase);
  });
});
