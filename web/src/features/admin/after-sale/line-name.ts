/**
 * How the admin's pages name a line's tool: with its variant ("Adjustable Wrench — Size: 8 in"),
 * or the tool's name alone for a tool without options.
 */
export const lineName = (line: { productName: string; variantLabel?: string | null }): string =>
  line.variantLabel ? `${line.productName} — ${line.variantLabel}` : line.productName;
