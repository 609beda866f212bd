import { z } from "../zod";

/**
 * A tool's photos (docs/api.md, "Photos"): uploaded through the API, stored as WebP renditions under
 * content-hashed names, served from the shop's own origin (docs/decisions/046).
 */

export const MAX_IMAGES = 8;
export const IMAGE_ALT_MAX = 125;
/** The largest photo taken: 10 MiB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Refused without decoding a pixel: more than 40 megapixels, or a side over 10,000 px. */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_MAX_SIDE = 10_000;
/** The renditions' widths, those not wider than the photo (a narrower photo gets one at its own width). */
export const RENDITION_WIDTHS = [320, 640, 1280] as const;

export const imageMessages = {
  altRequired: `Describe the photo in 1 to ${IMAGE_ALT_MAX} characters`,
  fileRequired: "Choose a photo",
  notAnImage: "Must be a JPEG, PNG or WebP image",
  tooLarge: `Must be at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels and ${IMAGE_MAX_SIDE} px a side`,
  order: "Name every photo of the tool once, in the new order",
} as const;

export const imageAltField = z
  .string({ error: imageMessages.altRequired })
  .trim()
  .min(1, imageMessages.altRequired)
  .max(IMAGE_ALT_MAX, imageMessages.altRequired);

/** The `alt` field of POST /products/{id}/images (its `file` is checked by the server's decoder). */
export const imageUploadFields = z.object({ alt: imageAltField });

/** PATCH /products/{id}/images: a new order (every photo's id once) and new alt texts, with the version read. */
export const updateImagesInput = z
  .object({
    version: z
      .number({ error: "Send the version of the product you last read" })
      .int("Send the version of the product you last read")
      .min(1, "Send the version of the product you last read"),
    order: z.array(z.string().max(40), { error: imageMessages.order }).max(MAX_IMAGES, imageMessages.order).optional(),
    alt: z.record(z.string().max(40), imageAltField, { error: "Map photo ids to their alt text" }).optional(),
  })
  .refine((input) => input.order !== undefined || input.alt !== undefined, { message: "Send order, alt or both" });
export type UpdateImagesInput = z.input<typeof updateImagesInput>;

/** A photo as the API answers it. */
export const productImage = z.object({
  id: z.string(),
  alt: z.string(),
  width: z.number().int().describe("The photo's width after its EXIF orientation"),
  height: z.number().int(),
  src: z.string().describe("The 640 px rendition (or the widest below it), on the shop's origin"),
  srcset: z.string().describe('"<url> 320w, <url> 640w, <url> 1280w" of the renditions made'),
});
export type ProductImage = z.output<typeof productImage>;
