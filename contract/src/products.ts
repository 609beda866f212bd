import { z } from "zod";
import { dollars, imageUrlField, MAX_TEXT, optionalIntegerLike, optionalText, timestamp } from "./fields";

export const PRODUCT_NAME_MAX = 20;

export const productMessages = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be ${PRODUCT_NAME_MAX} characters or fewer`,
  priceRequired: "Price is required",
} as const;

/** POST /products (admin). Unknown fields are dropped. */
export const createProductInput = z.object({
  name: z
    .string({ error: productMessages.nameRequired })
    .trim()
    .min(1, productMessages.nameRequired)
    .max(PRODUCT_NAME_MAX, productMessages.nameTooLong),
  price: dollars(productMessages.priceRequired),
  // The spec requires only name and price: a blank minimum order is 1, a blank stock 0.
  minimumOrder: optionalIntegerLike(1, 1),
  available: optionalIntegerLike(0, 0, "Must be 0 or more"),
  description: optionalText(MAX_TEXT),
  img: imageUrlField.optional().default(""),
});
export type CreateProductInput = z.input<typeof createProductInput>;
export type NewProduct = z.output<typeof createProductInput>;

/** A product as the API answers it. */
export const product = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  img: z.string(),
  price: z.number().describe("Unit price in dollars"),
  available: z.number().int().describe("Pieces in stock"),
  minimumOrder: z.number().int(),
  createdAt: timestamp,
});
export type Product = z.output<typeof product>;
