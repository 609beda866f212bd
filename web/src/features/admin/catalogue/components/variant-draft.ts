import {
  replaceVariantsInput,
  type Product,
  type ProductDetail,
  type ReplaceVariantsInput,
  type VariantsReplacement,
} from "@hometools/contract";
import { DEFAULT_VARIANT_ID } from "@hometools/contract/variant-rules";

/**
 * The owner's options and variants as they are being edited (the Edit dialog's "Options" and
 * "Variants"), pure: what the inputs hold, the combinations, and the body of PUT /products/{id}/variants.
 * A row holds its values by the option's place, not its name, so renaming an option keeps its rows.
 */

export interface OptionDraft {
  key: string;
  name: string;
  values: string[];
}

export interface RowDraft {
  key: string;
  /** The variant's id when the tool has it: the row keeps the variant and its stock. */
  id?: string;
  /** The value of each option, by the option's place; "" while none is chosen. */
  values: string[];
  sku: string;
  price: string;
  /** A kept variant's stock as read: it changes only by stock moves. */
  stock: number;
  /** A new row's first stock, as typed. */
  available: string;
  gtin: string;
  /** Not edited here; sent back so that saving keeps it. */
  mpn: string | null;
}

export interface Draft {
  options: OptionDraft[];
  rows: RowDraft[];
}

let made = 0;
/** A React key for a row or an option the owner adds. */
export const freshKey = (kind: string) => `${kind}:new-${(made += 1)}`;

/**
 * A product as GET /product/{id} answers it. A list item (GET /products) has no variants: it is read
 * as a tool without options, its one variant `default`, until the product itself is read.
 */
export function detailOf(product: Product | ProductDetail): ProductDetail {
  if ("variants" in product && Array.isArray(product.variants)) return product;
  return {
    ...product,
    options: [],
    variants: [
      {
        id: DEFAULT_VARIANT_ID,
        options: {},
        label: "",
        sku: null,
        price: product.price,
        available: product.available,
        gtin: product.gtin,
        mpn: product.mpn,
      },
    ],
  };
}

export const hasVariants = (product: Product | ProductDetail): product is ProductDetail =>
  "variants" in product && Array.isArray(product.variants);

/** The editor filled from the product as read. */
export function draftOf(product: ProductDetail): Draft {
  return {
    options: product.options.map((option, index) => ({
      key: `option:${index}`,
      name: option.name,
      values: [...option.values],
    })),
    rows: product.variants.map((variant) => ({
      key: `variant:${variant.id}`,
      id: variant.id,
      values: product.options.map((option) => variant.options[option.name] ?? ""),
      sku: variant.sku ?? "",
      price: String(variant.price),
      stock: variant.available,
      available: "",
      gtin: variant.gtin ?? "",
      mpn: variant.mpn,
    })),
  };
}

/**
 * Whether the row is sent as a new variant (with its first stock): it has no id, or the tool is to
 * have no options and the row is not its `default` (the only variant such a tool has).
 */
export const isNewRow = (row: RowDraft, optionCount: number) =>
  row.id === undefined || (optionCount === 0 && row.id !== DEFAULT_VARIANT_ID);

/** How a row is named in its inputs' labels: "Size: 6 in", or "variant 3" until every value is chosen. */
export function rowName(draft: Draft, index: number): string {
  const row = draft.rows[index]!;
  if (draft.options.length === 0) return draft.rows.length === 1 ? "the tool" : `variant ${index + 1}`;
  if (row.values.some((value) => value === "")) return `variant ${index + 1}`;
  return draft.options
    .map((option, place) => `${option.name.trim() || `Option ${place + 1}`}: ${row.values[place]}`)
    .join(", ");
}

/** The body of PUT /products/{id}/variants, as typed: kept rows name their id, new rows their stock. */
export function replacementOf(draft: Draft, version: number): ReplaceVariantsInput {
  const names = draft.options.map((option) => option.name.trim());
  return {
    version,
    options: draft.options.map((option, place) => ({ name: names[place]!, values: option.values })),
    variants: draft.rows.map((row) => {
      const options = Object.fromEntries(
        names.flatMap((name, place) => (row.values[place] ? [[name, row.values[place]]] : [])),
      );
      const fields = {
        options,
        sku: row.sku.trim() || null,
        price: row.price,
        gtin: row.gtin.trim() || null,
        mpn: row.mpn,
      };
      return isNewRow(row, draft.options.length)
        ? { ...fields, available: row.available.trim() || "0" }
        : { ...fields, id: row.id };
    }),
  };
}

/** Field name (`variants.0.sku`, as the API's `fields` name them) to its message. */
export type FieldMessages = Record<string, string>;

/** The contract's check of the body before it is sent: the parsed body, or each field's message. */
export function checkReplacement(
  body: ReplaceVariantsInput,
): { ok: true; body: VariantsReplacement } | { ok: false; fields: FieldMessages } {
  const result = replaceVariantsInput.safeParse(body);
  if (result.success) return { ok: true, body: result.data };
  const fields: FieldMessages = {};
  for (const issue of result.error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
  return { ok: false, fields };
}

/** Whether the draft says something else than the product as read. */
export function isChanged(draft: Draft, product: ProductDetail): boolean {
  const plain = (each: Draft) => JSON.stringify(replacementOf(each, 0));
  return plain(draft) !== plain(draftOf(product));
}
