/**
 * How a cart's, a quote's or an order's line is named where two lines may be the same tool in two
 * variants (docs/api.md, "Variants"): "Adjustable Wrench (Size: 8 in)"; the tool's name alone
 * without options. Controls on a line (One more, Remove, a return's pieces) carry it, so each names
 * its own line.
 */
export interface NamedLine {
  productName: string;
  variantLabel?: string | null;
  sku?: string | null;
}

export const lineName = (line: NamedLine): string =>
  line.variantLabel ? `${line.productName} (${line.variantLabel})` : line.productName;

/** What is shown under a line's name: its variant ("Size: 8 in") and its SKU ("SKU: AW-8"), each when there is one. */
export const lineDetails = (line: NamedLine): string[] => [
  ...(line.variantLabel ? [line.variantLabel] : []),
  ...(line.sku ? [`SKU: ${line.sku}`] : []),
];
