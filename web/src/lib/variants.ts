import type { ProductDetail, ProductVariant } from "@hometools/contract";
import {
  DEFAULT_VARIANT_ID,
  variantOfChoice,
  type OptionChoice,
  type ProductOption,
} from "@hometools/contract/variant-rules";

/**
 * Choosing a variant of a tool with options (docs/api.md, "Variants"), for the tool page and the
 * purchase page: which variant a `?variant=` opens, and what each option's values lead to. Pure and
 * zod-free (the contract's `variant-rules`), so the plain tool page stays light.
 */

/** A tool as a page knows it: its options and variants, if the answer carried them. */
export type ToolWithVariants = Pick<ProductDetail, "price" | "available"> &
  Partial<Pick<ProductDetail, "options" | "variants">> & { _id: string };

/** The tool's variants; a tool answered without them (or without options) is its one `default`. */
export function variantsOf(product: ToolWithVariants): ProductVariant[] {
  if (product.variants && product.variants.length > 0) return product.variants;
  return [
    {
      id: DEFAULT_VARIANT_ID,
      options: {},
      label: "",
      sku: null,
      price: product.price,
      available: product.available,
      gtin: null,
      mpn: null,
    },
  ];
}

export const optionsOf = (product: ToolWithVariants): ProductOption[] => product.options ?? [];

/** Whether a variant has pieces to sell. */
export const hasPieces = (variant: Pick<ProductVariant, "available"> | undefined): boolean =>
  variant !== undefined && variant.available > 0;

/** The variant a page shows: the one `?variant=` names, else the first with pieces, else the first. */
export function chosenVariant(product: ToolWithVariants, asked: string | null): ProductVariant {
  const variants = variantsOf(product);
  return variants.find((variant) => variant.id === asked) ?? variants.find(hasPieces) ?? variants[0]!;
}

/** One value of an option as a radio shows it: the variant choosing it leads to, and whether it has pieces. */
export interface ValueChoice {
  value: string;
  /** The variant that switching this one option to `value` names; undefined when the tool has none. */
  variant: ProductVariant | undefined;
  outOfStock: boolean;
}

/** Each value of `option` with what choosing it would give, the other options kept as they are. */
export function valueChoices(
  options: readonly ProductOption[],
  variants: readonly ProductVariant[],
  current: OptionChoice,
  option: ProductOption,
): ValueChoice[] {
  return option.values.map((value) => {
    const variant = variantOfChoice(options, variants, { ...current, [option.name]: value });
    return { value, variant, outOfStock: !hasPieces(variant) };
  });
}

/**
 * The variant a click on `value` of `option` opens: that combination when the tool has it, else the
 * first variant with that value (one with pieces first), so a radio always leads somewhere.
 */
export function variantAfterChoosing(
  options: readonly ProductOption[],
  variants: readonly ProductVariant[],
  current: OptionChoice,
  option: string,
  value: string,
): ProductVariant | undefined {
  const exact = variantOfChoice(options, variants, { ...current, [option]: value });
  if (exact) return exact;
  const withValue = variants.filter((variant) => variant.options[option] === value);
  return withValue.find(hasPieces) ?? withValue[0];
}

/** The radio's words: the value, and "(out of stock)" when it leads to no pieces. */
export const valueLabel = (choice: Pick<ValueChoice, "value" | "outOfStock">): string =>
  choice.outOfStock ? `${choice.value} (out of stock)` : choice.value;
