import { createProductInput, productFieldsInput, type Product, type ProductDetail } from "@hometools/contract";
import { z } from "zod";

/**
 * The edit form's schema: the contract's, with the Category select's "" (none) read as null. The
 * server checks that the slug is a category (400 fields.category).
 */
const categoryFormField = z
  .string()
  .nullable()
  .optional()
  .transform((value) => value || null);
/** Brand, GTIN and MPN as typed: blank is none (null); the server checks the rest (400 fields.gtin). */
const optionalFormText = z
  .string()
  .nullable()
  .optional()
  .transform((value) => value?.trim() || null);
const merchantFields = { brand: optionalFormText, gtin: optionalFormText, mpn: optionalFormText };
export const productFormSchema = productFieldsInput.extend({ category: categoryFormField, ...merchantFields });
/** Add Product's schema, with the same Category select and merchant fields. */
export const newProductFormSchema = createProductInput.extend({ category: categoryFormField, ...merchantFields });

/** What the edit form holds (inputs give strings) and what it yields once checked. */
export type ProductForm = z.input<typeof productFormSchema>;
export type ProductFields = z.output<typeof productFormSchema>;

/** The fields an admin edits, in the order the form and the conflict notice show them. */
export const editableFields = [
  "name",
  "price",
  "minimumOrder",
  "description",
  "img",
  "category",
  "brand",
  "gtin",
  "mpn",
] as const;
export type EditableField = (typeof editableFields)[number];

export const fieldLabels: Record<EditableField, string> = {
  name: "Name",
  price: "Price",
  minimumOrder: "Minimum order",
  description: "Description",
  img: "Image URL",
  category: "Category",
  brand: "Brand",
  gtin: "GTIN",
  mpn: "MPN",
};

/** The form prefilled with a product. */
export function formOf(product: Product): ProductForm {
  return {
    name: product.name,
    price: String(product.price),
    minimumOrder: String(product.minimumOrder),
    description: product.description,
    img: product.img,
    category: product.category ?? "",
    brand: product.brand ?? "",
    gtin: product.gtin ?? "",
    mpn: product.mpn ?? "",
  };
}

/** A tool with options takes its prices from its variants: PATCH refuses a price for it. */
export const pricedByVariants = (product: Product | ProductDetail) =>
  "options" in product && Array.isArray(product.options) && product.options.length > 0;

/**
 * Only what the admin changed from the product as they read it: saved on top of another admin's
 * edit, it leaves every field they did not touch as the other admin left it. Never the price of a
 * tool with options (its variants' prices are saved with them).
 */
export function changedFields(read: Product | ProductDetail, values: ProductFields): Partial<ProductFields> {
  const fixed = pricedByVariants(read) ? new Set<EditableField>(["price"]) : new Set<EditableField>();
  return Object.fromEntries(
    editableFields
      .filter((name) => !fixed.has(name) && values[name] !== (read[name] ?? null))
      .map((name) => [name, values[name]]),
  );
}

/** The fields whose value differs between two versions of a product. */
export function differingFields(before: Product, after: Product): EditableField[] {
  return editableFields.filter((name) => (before[name] ?? null) !== (after[name] ?? null));
}

/** A 409's `current` is the product as the server holds it now. */
export function isProduct(value: unknown): value is Product {
  const candidate = value as Partial<Product> | null;
  return typeof candidate?._id === "string" && typeof candidate.version === "number";
}
