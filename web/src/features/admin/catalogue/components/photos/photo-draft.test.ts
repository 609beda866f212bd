import { describe, expect, test } from "vitest";
import {
  addFiles,
  checkAlts,
  draftOf,
  imagesChange,
  isChanged,
  movePhoto,
  photoCount,
  removePhoto,
} from "./photo-draft";
import { testPhoto as image } from "../test-tools";

const file = (name: string, type = "image/jpeg", bytes = 10) => new File([new Uint8Array(bytes)], name, { type });
const preview = (picked: File) => `blob:${picked.name}`;

describe("a tool's photos being arranged", () => {
  test("when files are picked, then they follow the photos, up to 8, and a file that is no JPEG, PNG or WebP is listed with the server's words and not counted", () => {
    const draft = draftOf([image("a"), image("b"), image("c"), image("d"), image("e"), image("f")]);
    const {
      draft: next,
      added,
      leftOut,
    } = addFiles(
      draft,
      [file("1.jpg"), file("x.svg", "image/svg+xml"), file("2.webp", "image/webp"), file("3.png", "image/png")],
      preview,
    );
    expect(added.map((photo) => [photo.file.name, photo.refused, photo.errors.file, photo.preview])).toEqual([
      ["1.jpg", false, undefined, "blob:1.jpg"],
      ["x.svg", true, "Must be a JPEG, PNG or WebP image", ""],
      ["2.webp", false, undefined, "blob:2.webp"],
    ]);
    expect(leftOut).toBe(1);
    expect(photoCount(next)).toBe(8);
    // A file without a type (an unknown extension) is the server's to judge.
    expect(addFiles(draftOf([]), [file("photo", "")], preview).added[0]!.refused).toBe(false);
  });

  test("when a file is over 10 MiB, then it is marked to be made smaller", () => {
    const big = addFiles(draftOf([]), [file("big.jpg", "image/jpeg", 10 * 1024 * 1024 + 1)], preview).added[0]!;
    expect(big.shrinking).toBe(true);
  });

  test("when photos are moved and one is removed, then the PATCH body names every photo in the new order and the removal waits for DELETE", () => {
    let draft = draftOf([image("a"), image("b"), image("c")]);
    draft = movePhoto(draft, "c", -1);
    draft = movePhoto(draft, "a", -1); // already first: nothing moves
    draft = removePhoto(draft, "b");
    expect(draft.removed).toEqual(["b"]);
    expect(isChanged(draft, [image("a"), image("b"), image("c")])).toBe(true);
    // Once b is gone (the DELETE's answer), what is left to send is the order of a and c.
    const afterDelete = [image("a"), image("c")];
    expect(
      imagesChange(afterDelete, [
        { id: "a", alt: "Photo a" },
        { id: "c", alt: "Photo c" },
      ]),
    ).toBeNull();
    expect(
      imagesChange(afterDelete, [
        { id: "c", alt: "Photo c" },
        { id: "a", alt: " The handle " },
      ]),
    ).toEqual({
      order: ["c", "a"],
      alt: { a: "The handle" },
    });
  });

  test("when another admin added or removed photos meanwhile, then the order sent names only the tool's photos, theirs after mine", () => {
    const theirs = [image("a"), image("b"), image("z")];
    expect(
      imagesChange(theirs, [
        { id: "b", alt: "Photo b" },
        { id: "gone", alt: "x" },
        { id: "a", alt: "Photo a" },
      ]),
    ).toEqual({
      order: ["b", "a", "z"],
    });
  });

  test("when a photo to send has no alt text, or one over 125 characters, then it is marked; a refused file is not", () => {
    const picked = addFiles(draftOf([image("a", "Fine")]), [file("1.jpg"), file("x.gif", "image/gif")], preview).draft;
    const long = {
      ...picked,
      photos: picked.photos.map((photo, place) => (place === 0 ? { ...photo, alt: "x".repeat(126) } : photo)),
    };
    const { draft, ok } = checkAlts(long);
    expect(ok).toBe(false);
    expect(draft.photos.map((photo) => photo.errors.alt)).toEqual([
      "Describe the photo in 1 to 125 characters",
      "Describe the photo in 1 to 125 characters",
      undefined,
    ]);
  });
});
