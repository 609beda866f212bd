import { render } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import indexHtml from "../../../index.html?raw";
import { BrandLogo } from "./brand-logo";

/** An SVG's drawing: its box and its shapes with their attributes, whatever the markup's spacing. */
const drawing = (svg: Element) => ({
  box: ["viewBox", "width", "height"].map((name) => svg.getAttribute(name)),
  shapes: [...svg.children].map((shape) => [
    shape.tagName,
    ...[...shape.attributes].map(({ name, value }) => `${name}=${value}`).sort(),
  ]),
});

describe("the brand's mark", () => {
  test("when index.html paints the bar before the code, then its mark is the one the app bar draws", () => {
    const painted = new DOMParser().parseFromString(indexHtml, "text/html").querySelector(".shell-bar svg");
    const { container } = render(<BrandLogo />);
    expect(painted).not.toBeNull();
    expect(drawing(painted!)).toEqual(drawing(container.querySelector("svg")!));
  });
});
