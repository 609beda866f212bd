/**
 * A tool's options and variants (docs/api.md, "Variants"): the rules the server and the web share.
 * Free of zod, so the tool page and the cart import it (`@hometools/contract/variant-rules`) without
 * the schemas.
 */

/** The one variant of a tool without options: its price and stock are the tool's. */
export const DEFAULT_VARIANT_ID = "default";

export const MAX_OPTIONS = 3;
export const OPTION_NAME_MAX = 20;
export const MAX_OPTION_VALUES = 30;
export const OPTION_VALUE_MAX = 30;
export const MAX_VARIANTS = 100;
export const VARIANT_ID_PATTERN = /^[a-z0-9-]{1,40}$/;
export const SKU_PATTERN = /^[A-Za-z0-9._-]{1,40}$/;

/** An option of a tool: its name ("Size") and the values a shopper chooses among ("6 in", "8 in"). */
export interface ProductOption {
  name: string;
  values: string[];
}

/** Which value of each option a variant is: `{ Size: "8 in" }`, `{}` without options. */
export type OptionChoice = Record<string, string>;

export const variantMessages = {
  noSuchOption: "No such option",
} as const;

/** The refusal of a line that names no variant of a tool with options: "Choose Size and Length". */
export function chooseMessage(options: readonly Pick<ProductOption, "name">[]): string {
  return `Choose ${options.map((option) => option.name).join(" and ")}`;
}

/** How a variant is named on lines, mails and the CSV: "Size: 10 mm, Length: 1 m"; "" without options. */
export function variantLabel(options: readonly Pick<ProductOption, "name">[], choice: OptionChoice): string {
  return options
    .filter((option) => choice[option.name] !== undefined)
    .map((option) => `${option.name}: ${choice[option.name]}`)
    .join(", ");
}

/** The values alone, in the options' order: "10 mm / 1 m" (a variant's name on the tool page, its JSON-LD). */
export function variantValues(options: readonly Pick<ProductOption, "name">[], choice: OptionChoice): string[] {
  return options.flatMap((option) => (choice[option.name] === undefined ? [] : [choice[option.name]!]));
}

/** The key of a choice: the same for two variants exactly when they are the same combination. */
export function choiceKey(options: readonly Pick<ProductOption, "name">[], choice: OptionChoice): string {
  return JSON.stringify(options.map((option) => choice[option.name] ?? null));
}

/** The variant a choice names, if the tool has it. */
export function variantOfChoice<Variant extends { options: OptionChoice }>(
  options: readonly Pick<ProductOption, "name">[],
  variants: readonly Variant[],
  choice: OptionChoice,
): Variant | undefined {
  const key = choiceKey(options, choice);
  return variants.find((variant) => choiceKey(options, variant.options) === key);
}

/** A line's variant: the one named, else `default` (a line stored before variants, a tool without options). */
export const variantIdOf = (line: { variantId?: string | null }): string => line.variantId ?? DEFAULT_VARIANT_ID;

/** The key that tells an order's or a cart's lines apart: a tool and one of its variants. */
export const lineKey = (line: { productId: string; variantId?: string | null }): string =>
  `${line.productId}\u0000${variantIdOf(line)}`;
