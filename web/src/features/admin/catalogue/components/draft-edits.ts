import type { Product } from "@hometools/contract";
import { MAX_OPTIONS, MAX_VARIANTS } from "@hometools/contract/variant-rules";
import { freshKey, type Draft, type OptionDraft, type RowDraft } from "./variant-draft";

/** The owner's edits of the options and variants being edited, each a new draft (variant-draft.ts). */

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
  const options = draft.options.map((each, index) =>
    index === place ? { ...each, values: [...each.values, value] } : each,
  );
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
      (combo) =>
        !taken.has(comboKey(combo)) &&
        combo.every((value, place) => row.values[place] === "" || row.values[place] === value),
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
    rows.push({
      key: freshKey("variant"),
      values: combo,
      sku: "",
      price,
      stock: 0,
      available: "0",
      gtin: "",
      mpn: null,
    });
    added += 1;
  }
  return { draft: { ...draft, rows }, added, filled, capped };
}

/** The price a new row starts with: the first row's, else the product's. */
export function startingPrice(draft: Draft, product: Pick<Product, "price">): string {
  return draft.rows.find((row) => row.price.trim() !== "")?.price ?? String(product.price);
}
