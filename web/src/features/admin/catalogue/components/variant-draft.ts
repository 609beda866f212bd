import {
  replaceVariantsInput,
  type Product,
  type ProductDetail,
  type ReplaceVariantsInput,
  type VariantsReplacement,
} from "@hometools/contract";
import { DEFAULT_VARIANT_ID, MAX_OPTIONS, MAX_VARIANTS } from "@hometools/contract/variant-rules";

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
    options: product.options.map((option, index) => ({ key: `option:${index}`, name: option.name, values: [...option.values] })),
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
  return draft.options.map((option, place) => `${option.name.trim() || `Option ${place + 1}`}: ${row.values[place]}`).join(", ");
}

export const canAddOption = (draft: Draft) => draft.options.length < MAX_OPTIONS;

export function addOption(draft: Draft): Draft {
  if (!canAddOption(draft)) return draft;
  return {
    options: [...draft.options, { key: freshKey("option"), name: "", values: [] }],
    rows: draft.rows.map((row) => ({ ...row, values: [...row.values, ""] })),
  };
}

export function removeOption(draft: Draft, place: number): Draft {
  return {
    options: draft.options.filter((_, index) => index !== place),
    rows: draft.rows.map((row) => ({ ...row, values: row.values.filter((_, index) => index !== place) })),
  };
}

export function renameOption(draft: Draft, place: number, name: string): Draft {
  return { ...draft, options: draft.options.map((option, index) => (index === place ? { ...option, name } : option)) };
}

/** Adds a value to an option; answers why not when it cannot (blank, or the option has it). */
export function addValue(draft: Draft, place: number, typed: string): Draft | string {
  const value = typed.trim();
  const option = draft.options[place]!;
  if (!value) return "Type a value first";
  if (option.values.includes(value)) return "This option already has this value";
  const options = draft.options.map((each, index) => (index === place ? { ...each, values: [...each.values, value] } : each));
  return { ...draft, options };
}

/** Removes a value from an option, and the rows of that value with it. */
export function removeValue(draft: Draft, place: number, value: string): { draft: Draft; rowsRemoved: number } {
  const options = draft.options.map((option, index) =>
    index === place ? { ...option, values: option.values.filter((each) => each !== value) } : option,
  );
  const rows = draft.rows.filter((row) => row.values[place] !== value);
  return { draft: { options, rows }, rowsRemoved: draft.rows.length - rows.length };
}

export function updateRow(draft: Draft, index: number, change: Partial<RowDraft>): Draft {
  return { ...draft, rows: draft.rows.map((row, at) => (at === index ? { ...row, ...change } : row)) };
}

export function removeRow(draft: Draft, index: number): Draft {
  return { ...draft, rows: draft.rows.filter((_, at) => at !== index) };
}

/** Every combination of the options' values, in the options' order. */
export function combinations(options: readonly Pick<OptionDraft, "values">[]): string[][] {
  return options.reduce<string[][]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value])),
    [[]],
  );
}

const comboKey = (values: readonly string[]) => JSON.stringify(values);

/**
 * "Add every combination": a row for each combination of the values not yet in the table. A row
 * with values still to choose (the tool's one variant when its first option is added) takes the
 * first combination that agrees with what it has, so it keeps its stock. New rows get `price`.
 */
export function addEveryCombination(
  draft: Draft,
  price: string,
): { draft: Draft; added: number; filled: number; capped: boolean } {
  const none = { draft, added: 0, filled: 0, capped: false };
  if (draft.options.length === 0 || draft.options.some((option) => option.values.length === 0)) return none;
  const combos = combinations(draft.options);
  const taken = new Set(draft.rows.filter((row) => !row.values.includes("")).map((row) => comboKey(row.values)));
  let filled = 0;
  const rows = draft.rows.map((row) => {
    if (!row.values.includes("")) return row;
    const fits = combos.find(
      (combo) => !taken.has(comboKey(combo)) && combo.every((value, place) => row.values[place] === "" || row.values[place] === value),
    );
    if (!fits) return row;
    taken.add(comboKey(fits));
    filled += 1;
    return { ...row, values: fits };
  });
  let added = 0;
  let capped = false;
  for (const combo of combos) {
    if (taken.has(comboKey(combo))) continue;
    if (rows.length >= MAX_VARIANTS) {
      capped = true;
      break;
    }
    taken.add(comboKey(combo));
    rows.push({ key: freshKey("variant"), values: combo, sku: "", price, stock: 0, available: "0", gtin: "", mpn: null });
    added += 1;
  }
  return { draft: { ...draft, rows }, added, filled, capped };
}

/** The price a new row starts with: the first row's, else the product's. */
export function startingPrice(draft: Draft, product: Pick<Product, "price">): string {
  return draft.rows.find((row) => row.price.trim() !== "")?.price ?? String(product.price);
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
export function checkReplacement(body: ReplaceVariantsInput): { ok: true; body: VariantsReplacement } | { ok: false; fields: FieldMessages } {
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
