import {
  IMAGE_ALT_MAX,
  IMAGE_MAX_BYTES,
  imageMessages,
  MAX_IMAGES,
  type ProductDetail,
  type ProductImage,
} from "@hometools/contract";

/**
 * A tool's photos as the admin is arranging them (the "Photos" of Add Product and Edit), pure: the
 * photos it has, the files picked to add, their order and alt texts, the photos to remove, and what
 * saving sends (docs/api.md, "Photos"). Nothing is sent until the admin saves.
 */

/** What went wrong with one photo, shown under it: its file (type, size, the 9th) or its alt text. */
export interface PhotoErrors {
  file?: string;
  alt?: string;
}

interface Common {
  key: string;
  /** The alt text as typed. */
  alt: string;
  errors: PhotoErrors;
}

/** A photo the tool has. */
export interface SavedPhoto extends Common {
  kind: "saved";
  image: ProductImage;
}

/** A file picked to add. */
export interface NewPhoto extends Common {
  kind: "new";
  file: File;
  /** An object URL of the picked file, for its preview ("" when it is not an image to show). */
  preview: string;
  /** Being made smaller to fit the upload's 10 MiB (shrink-photo.ts). */
  shrinking: boolean;
  /** Its size before it was made smaller. */
  shrunkFrom?: number;
  /** While it uploads: how much is sent, 0 to 1. */
  progress: number | null;
  /** Not a JPEG, PNG or WebP by its type: never sent, and not one of the 8. */
  refused: boolean;
}

export type Photo = SavedPhoto | NewPhoto;

export interface PhotoDraft {
  photos: Photo[];
  /** The ids of the tool's photos to remove. */
  removed: string[];
}

export const ACCEPTED_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const savedPhoto = (image: ProductImage): SavedPhoto => ({
  kind: "saved",
  key: image.id,
  alt: image.alt,
  errors: {},
  image,
});

/** The tool's photos as saved, and the files picked but not added yet (`keep`). */
export function draftOf(images: readonly ProductImage[], keep: readonly Photo[] = []): PhotoDraft {
  return { photos: [...images.map(savedPhoto), ...keep.filter((photo) => photo.kind === "new")], removed: [] };
}

/** A picked file that goes to the server when the admin saves. */
export const isUpload = (photo: Photo): photo is NewPhoto => photo.kind === "new" && !photo.refused;

/** The photos that count towards the tool's 8: all but the refused files. */
export const photoCount = (draft: PhotoDraft) =>
  draft.photos.filter((photo) => photo.kind === "saved" || !photo.refused).length;

let made = 0;

/**
 * Adds picked files after the photos, as many as the 8 leave room for; a file whose type says it is
 * no JPEG, PNG or WebP is listed with the server's words and never sent. `preview` makes a file's
 * object URL.
 */
export function addFiles(
  draft: PhotoDraft,
  files: readonly File[],
  preview: (file: File) => string,
): { draft: PhotoDraft; added: NewPhoto[]; leftOut: number } {
  let room = MAX_IMAGES - photoCount(draft);
  const added: NewPhoto[] = [];
  let leftOut = 0;
  for (const file of files) {
    // An empty type (an unknown extension) goes to the server, which reads the bytes.
    const refused = file.type !== "" && !(ACCEPTED_TYPES as readonly string[]).includes(file.type);
    if (!refused && room === 0) {
      leftOut += 1;
      continue;
    }
    if (!refused) room -= 1;
    added.push({
      kind: "new",
      key: `new-${(made += 1)}`,
      alt: "",
      errors: refused ? { file: imageMessages.notAnImage } : {},
      file,
      preview: refused ? "" : preview(file),
      shrinking: !refused && file.size > IMAGE_MAX_BYTES,
      progress: null,
      refused,
    });
  }
  return { draft: { ...draft, photos: [...draft.photos, ...added] }, added, leftOut };
}

export function updatePhoto(draft: PhotoDraft, key: string, change: Partial<NewPhoto> | Partial<SavedPhoto>) {
  return {
    ...draft,
    photos: draft.photos.map((photo) => (photo.key === key ? ({ ...photo, ...change } as Photo) : photo)),
  };
}

export function describePhoto(draft: PhotoDraft, key: string, alt: string): PhotoDraft {
  return {
    ...draft,
    photos: draft.photos.map((photo) =>
      photo.key === key ? { ...photo, alt, errors: { ...photo.errors, alt: undefined } } : photo,
    ),
  };
}

/** Moves a photo one place earlier (-1) or later (+1). */
export function movePhoto(draft: PhotoDraft, key: string, by: -1 | 1): PhotoDraft {
  const from = draft.photos.findIndex((photo) => photo.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= draft.photos.length) return draft;
  const photos = [...draft.photos];
  [photos[from], photos[to]] = [photos[to]!, photos[from]!];
  return { ...draft, photos };
}

/** Takes a photo out of the list; one the tool has is removed when the admin saves. */
export function removePhoto(draft: PhotoDraft, key: string): PhotoDraft {
  const photo = draft.photos.find((each) => each.key === key);
  if (!photo) return draft;
  return {
    photos: draft.photos.filter((each) => each !== photo),
    removed: photo.kind === "saved" ? [...draft.removed, photo.image.id] : draft.removed,
  };
}

export const altProblem = (alt: string) => {
  const length = alt.trim().length;
  return length === 0 || length > IMAGE_ALT_MAX ? imageMessages.altRequired : undefined;
};

/** Marks every photo to be sent whose alt text is missing or too long; `ok` when there is none. */
export function checkAlts(draft: PhotoDraft): { draft: PhotoDraft; ok: boolean } {
  let ok = true;
  const photos = draft.photos.map((photo) => {
    if (photo.kind === "new" && photo.refused) return photo;
    const alt = altProblem(photo.alt);
    if (!alt) return photo;
    ok = false;
    return { ...photo, errors: { ...photo.errors, alt } };
  });
  return { draft: { ...draft, photos }, ok };
}

/**
 * The body of PATCH /products/{id}/images that turns `images` (the tool's, as last read) into the
 * order and alt texts wanted (`wanted`: photo ids with their alt text, in order). Photos the tool no
 * longer has are left out; photos it has that are not wanted (another admin's) keep their place
 * after. Null when nothing differs.
 */
export function imagesChange(
  images: readonly ProductImage[],
  wanted: ReadonlyArray<{ id: string; alt: string }>,
): { order?: string[]; alt?: Record<string, string> } | null {
  const byId = new Map(images.map((image) => [image.id, image]));
  const mine = wanted.filter(({ id }) => byId.has(id));
  const mineIds = new Set(mine.map(({ id }) => id));
  const order = [...mine.map(({ id }) => id), ...images.map(({ id }) => id).filter((id) => !mineIds.has(id))];
  const reordered = order.some((id, place) => id !== images[place]!.id);
  const alt = Object.fromEntries(
    mine.filter(({ id, alt: text }) => text.trim() !== byId.get(id)!.alt).map(({ id, alt: text }) => [id, text.trim()]),
  );
  const altChanged = Object.keys(alt).length > 0;
  if (!reordered && !altChanged) return null;
  return { ...(reordered && { order }), ...(altChanged && { alt }) };
}

/** The saved photos' ids and alt texts, in the draft's order. */
export const wantedOf = (draft: PhotoDraft) =>
  draft.photos.flatMap((photo) => (photo.kind === "saved" ? [{ id: photo.image.id, alt: photo.alt }] : []));

/** Something to save: a photo to add or remove, a new order or an alt text changed. */
export function isChanged(draft: PhotoDraft, images: readonly ProductImage[]): boolean {
  return draft.removed.length > 0 || draft.photos.some(isUpload) || imagesChange(images, wantedOf(draft)) !== null;
}

/** The product with a photo just added: the server raised its version by one and `img` is its first photo's. */
export function withImage(product: ProductDetail, image: ProductImage): ProductDetail {
  const images = [...product.images, image];
  return { ...product, images, img: images[0]!.src, version: product.version + 1 };
}

/** Two reads of a tool with the same photos, in the same order, with the same alt texts. */
export const sameImages = (a: readonly ProductImage[], b: readonly ProductImage[]) =>
  a.length === b.length && a.every((image, place) => image.id === b[place]!.id && image.alt === b[place]!.alt);
