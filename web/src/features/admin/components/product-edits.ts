import type { Product, ProductFieldsInput, productFieldsInput } from "@hometools/contract";
import type { z } from "zod";

/** What the edit form holds (inputs give strings) and what it yields once checked. */
export type ProductForm = ProductFieldsInput;
export type ProductFields = z.output<typeof productFieldsInput>;

/** The fields an admin edits, in the order the form and the conflict notice show them. */
export const editableFields = ["name", "price", "minimumOrder", "description", "img"] as const;
export type EditableField = (typeof editableFields)[number];

export const fieldLabels: Record<EditableField, string> = {
  name: "Name",
  price: "Price",
  minimumOrder: "Minimum order",
  description: "Description",
  img: "Image URL",
};

/** The form prefilled with a product. */
export function formOf(product: Product): ProductForm {
  return {
    name: product.name,
    price: String(product.price),
    minimumOrder: String(product.minimumOrder),
    description: product.description,
    img: product.img,
  };
}

/**
 * Only what the admin changed from the product as they read it: saved on top of another admin's
 * edit, it leaves every field they did not touch as the other admin left it.
 */
export function changedFields(read: Product, values: ProductFields): Partial<ProductFields> {
  return Object.fromEntries(
    editableFields.filter((name) => values[name] !== read[name]).map((name) => [name, values[name]]),
  );
}

/** The fields whose value differs between two versions of a product. */
export function differingFields(before: Product, after: Product): EditableField[] {
  return editableFields.filter((name) => before[name] !== after[name]);
}

/** A 409's `current` is the product as the server holds it now. */
export function isProduct(value: unknown): value is Product {
  const candidate = value as Partial<Product> | null;
  return typeof candidate?._id === "string" && typeof candidate.version === "number";
}
