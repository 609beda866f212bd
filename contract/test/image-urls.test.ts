import { describe, expect, test } from "vitest";
import { createProductInput, imageUrlMessage, isImageUrl, profileInput } from "../src";

const product = { name: "Drill", price: 10 };
const imgError = (img: unknown) =>
  createProductInput.safeParse({ ...product, img }).error?.issues.find((issue) => issue.path[0] === "img")?.message;

/** Each way an image URL could leave the site or run something, as an admin might paste it. */
const refused = {
  "javascript:": "javascript:alert(1)",
  "http:": "http://images.example/drill.png",
  "data:": "data:image/png;base64,iVBORw0KGgo=",
  "a protocol-relative //host": "//attacker.example/x.gif",
  "a backslash after the slash": "/\\attacker.example/x.gif",
  "a backslash later in the path": "/images/..\\..\\x.gif",
  "a tab that browsers drop": "/\t/attacker.example/x.gif",
  "a newline inside": "/images/a\nb.png",
  "a space inside": "/images/a b.png",
  "a zero-width space inside": "/images/\u200bx.png",
  "an https URL with a backslash": "https:\\\\attacker.example/x.gif",
  "an https URL with user:password@": "https://images.example@attacker.example/x.gif",
  "an https URL without a host": "https:///x.gif",
  "a relative path": "images/x.png",
  "ftp:": "ftp://images.example/x.png",
  "over 2 kB": `https://images.example/${"a".repeat(2048)}`,
};

describe("product img", () => {
  test("when img is any form that could leave the site or run something, then it is refused; a site path or https URL is kept", () => {
    for (const [form, img] of Object.entries(refused)) {
      expect(imgError(img), form).toBe(form === "over 2 kB" ? "Must be 2048 characters or fewer" : imageUrlMessage);
      expect(isImageUrl(img), form).toBe(false);
    }
    for (const img of [
      "/images/products/claw-hammer.svg",
      "https://images.example/drill.png",
      "HTTPS://cdn.example.com/a/b.png?size=2#x",
      "https://lh3.googleusercontent.com/a/abc=s96-c",
    ]) {
      expect(createProductInput.parse({ ...product, img: ` ${img} ` }).img).toBe(img);
    }
    expect(createProductInput.parse({ ...product, img: "" }).img).toBe("");
  });
});

describe("product optional numbers", () => {
  test("when minimum order and available are blank, then they are 1 and 0 as if left out", () => {
    const blank = createProductInput.parse({ ...product, minimumOrder: "", available: "  ", description: "" });
    expect(blank).toMatchObject({ minimumOrder: 1, available: 0, description: "", img: "" });
    expect(createProductInput.parse(product)).toMatchObject({ minimumOrder: 1, available: 0 });
  });

  test("when they are given, then they must still be whole numbers >= 1 and >= 0", () => {
    expect(createProductInput.parse({ ...product, minimumOrder: "3", available: 0 })).toMatchObject({
      minimumOrder: 3,
      available: 0,
    });
    const bad = createProductInput.safeParse({ ...product, minimumOrder: 0, available: "1.5" });
    expect(bad.error?.issues.map((issue) => issue.path[0])).toEqual(["minimumOrder", "available"]);
  });
});

describe("profile links", () => {
  test("when GitHub or Facebook is not an https address, then it is refused; blank is fine", () => {
    const base = { email: "a@b.co" };
    expect(profileInput.safeParse({ ...base, github: "https://github.com/me", facebook: "" }).success).toBe(true);
    for (const link of ["javascript:alert(1)", "http://github.com/me", "/\\attacker.example", "/images/x.png"]) {
      expect(profileInput.safeParse({ ...base, github: link }).success, link).toBe(false);
    }
  });
});
