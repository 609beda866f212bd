import {
  chooseMessage,
  DEFAULT_VARIANT_ID,
  variantMessages,
  variantIdOf,
  variantLabel,
  type OptionChoice,
  type ProductOption,
} from "@hometools/contract";
import { Refused } from "../refused";

/**
 * A tool's variants (docs/decisions/045), pure: which variant a line means, what a product's price,
 * price range and stock are from its variants, and how a variant is named. Money in integer cents.
 */

/** One variant as stored inside its product's document. */
export interface StoredVariant {
  id: string;
  options: OptionChoice;
  sku: string | null;
  priceCents: number;
  available: number;
  gtin: string | null;
  mpn: string | null;
}

/** What a product's variants decide of it. */
export interface VariantTotals {
  /** The lowest variant price: the product's `price`, what the price sorts and bounds compare. */
  priceCents: number;
  priceMaxCents: number;
  /** Every variant's pieces together. */
  available: number;
  variantCount: number;
}

export interface WithVariants {
  options: ProductOption[];
  variants: StoredVariant[];
}

export function variantTotals(variants: readonly Pick<StoredVariant, "priceCents" | "available">[]): VariantTotals {
  const prices = variants.map((variant) => variant.priceCents);
  return {
    priceCents: Math.min(...prices),
    priceMaxCents: Math.max(...prices),
    available: variants.reduce((pieces, variant) => pieces + variant.available, 0),
    variantCount: variants.length,
  };
}

/** Why a line names no variant of its tool: none named where the tool has options, or one it has not. */
export type VariantProblem = { kind: "choose"; optionNames: string[] } | { kind: "unknown" };

/**
 * The variant a line names (`default` when it names none), or why it names none of the tool's: a
 * tool with options needs one named.
 */
export function lineVariant(
  product: WithVariants,
  variantId: string | undefined | null,
): StoredVariant | VariantProblem {
  if (variantId === undefined || variantId === null) {
    if (product.options.length > 0)
      return { kind: "choose", optionNames: product.options.map((option) => option.name) };
  }
  return product.variants.find((variant) => variant.id === variantIdOf({ variantId })) ?? { kind: "unknown" };
}

/** A cart or quote line's problem in the shop's words: "Choose Size", "No such option". */
export const variantProblemText = (problem: VariantProblem): string =>
  problem.kind === "choose"
    ? chooseMessage(problem.optionNames.map((name) => ({ name })))
    : variantMessages.noSuchOption;

export const isVariant = (found: StoredVariant | VariantProblem): found is StoredVariant => "id" in found;

/** The variant a request names, or its refusal: `choose-variant` (a tool with options) or `no-such-variant`. */
export function namedVariant(product: WithVariants, variantId: string | undefined | null): StoredVariant {
  const variant = lineVariant(product, variantId);
  if (isVariant(variant)) return variant;
  throw new Refused(
    variant.kind === "choose"
      ? { kind: "choose-variant", optionNames: variant.optionNames }
      : { kind: "no-such-variant" },
  );
}

/** How a variant is named on a line: "Size: 8 in"; "" without options. */
export const labelOf = (product: WithVariants, variant: Pick<StoredVariant, "options">): string =>
  variantLabel(product.options, variant.options);

/**
 * The product's variants with each one's stock moved by `deltas` (variant id to pieces; a variant the
 * product no longer has takes nothing), and the totals they make.
 */
export function movedStock(
  product: WithVariants,
  deltas: ReadonlyMap<string, number>,
): { variants: StoredVariant[] } & VariantTotals {
  const variants = product.variants.map((variant) =>
    deltas.has(variant.id) ? { ...variant, available: variant.available + deltas.get(variant.id)! } : variant,
  );
  return { variants, ...variantTotals(variants) };
}

/** Pieces per variant id, added up over lines of the same variant. */
export function piecesByVariant(lines: ReadonlyArray<{ variantId: string; quantity: number }>): Map<string, number> {
  const pieces = new Map<string, number>();
  for (const line of lines) pieces.set(line.variantId, (pieces.get(line.variantId) ?? 0) + line.quantity);
  return pieces;
}

/**
 * A fresh variant id from its values ("8-in", "red-xl"), never one the product has or had: a
 * taken one gets "-2", "-3"... A tool without options has only `default`.
 */
export function newVariantId(
  options: readonly ProductOption[],
  choice: OptionChoice,
  taken: ReadonlySet<string>,
): string {
  if (options.length === 0) return DEFAULT_VARIANT_ID;
  const slug =
    options
      .map((option) => choice[option.name] ?? "")
      .join("-")
      .toLowerCase()
      .normalize("NFKD")
      // The accents NFKD took apart go: "Crème" is "creme", not "cre-me".
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 32)
      .replace(/-+$/, "") || "variant";
  // `default` names a tool's own variant (and every line stored before variants): never a value's.
  const free = (id: string) => id !== DEFAULT_VARIANT_ID && !taken.has(id);
  if (free(slug)) return slug;
  for (let suffix = 2; ; suffix += 1) {
    const id = `${slug}-${suffix}`;
    if (free(id)) return id;
  }
}

/** A variant as the owner writes it (POST /products, PUT /products/{id}/variants), its price in cents. */
export interface VariantWrite {
  id?: string;
  options: OptionChoice;
  sku: string | null;
  priceCents: number;
  available?: number;
  gtin: string | null;
  mpn: string | null;
}

/**
 * The variants the owner's write makes of `before` (a new product has none): a variant naming its id
 * keeps it and its stock (an `available` on it is refused), one without is new with its `available`
 * (0 when left out) and a fresh id, one left out is removed and its id retired. The options and the
 * combinations were checked by the contract's schema.
 */
export function planVariants(
  before: { variants: readonly StoredVariant[]; retiredVariantIds: readonly string[] } | null,
  options: readonly ProductOption[],
  writes: readonly VariantWrite[],
): { variants: StoredVariant[]; removed: StoredVariant[]; retiredVariantIds: string[] } {
  const current = new Map((before?.variants ?? []).map((variant) => [variant.id, variant]));
  const taken = new Set([...current.keys(), ...(before?.retiredVariantIds ?? [])]);
  const kept = new Set<string>();
  const variants = writes.map((write, index): StoredVariant => {
    const { id, available, ...fields } = write;
    if (id !== undefined) {
      const plain = options.length === 0 && id !== DEFAULT_VARIANT_ID;
      const had = current.get(id);
      if (plain || !had || kept.has(id)) throw new Refused({ kind: "unknown-variant-id", index, plain });
      if (available !== undefined) throw new Refused({ kind: "kept-variant-stock", index });
      kept.add(id);
      return { ...fields, id, available: had.available };
    }
    // A tool without options has only `default`; a product that had it keeps its stock.
    const fresh = newVariantId(options, write.options, options.length === 0 ? new Set() : taken);
    taken.add(fresh);
    const had = fresh === DEFAULT_VARIANT_ID ? current.get(fresh) : undefined;
    if (had) kept.add(fresh);
    return { ...fields, id: fresh, available: had?.available ?? available ?? 0 };
  });
  const removed = [...current.values()].filter((variant) => !kept.has(variant.id));
  const retired = new Set([...(before?.retiredVariantIds ?? []), ...removed.map((variant) => variant.id)]);
  retired.delete(DEFAULT_VARIANT_ID);
  return { variants, removed, retiredVariantIds: [...retired] };
}

/**
 * A product as one line sells it: its variant's price and stock in place of the product's, so the
 * rules of a line (the minimum, the stock, the line's total) read one product whatever its variants.
 */
export type SoldAs<Product> = Product & { variant: StoredVariant; variantLabel: string };

/** The product as the line's variant (`variantId`, `default` when none), or why the line names none of its variants. */
export function soldAs<Product extends WithVariants & { priceCents: number; available: number }>(
  product: Product,
  variantId: string | undefined | null,
): SoldAs<Product> | VariantProblem {
  const variant = lineVariant(product, variantId);
  if (!isVariant(variant)) return variant;
  return {
    ...product,
    priceCents: variant.priceCents,
    available: variant.available,
    variant,
    variantLabel: labelOf(product, variant),
  };
}
