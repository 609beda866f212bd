import { z } from "zod";
import { dollars, integerLike, MAX_TEXT, optionalText, urlField } from "./fields";

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
  minimumOrder: integerLike("Minimum order is required", 1).optional().default(1),
  available: integerLike("Available is required", 0, "Must be 0 or more").optional().default(0),
  description: optionalText(MAX_TEXT),
  img: urlField.optional().default(""),
});
export type CreateProductInput = z.input<typeof createProductInput>;
export type NewProduct = z.output<typeof createProductInput>;

export interface Product {
  _id: string;
  name: string;
  description: string;
  img: string;
  /** Unit price in dollars. */
  price: number;
  /** Pieces in stock. */
  available: number;
  minimumOrder: number;
  createdAt: string | null;
}
