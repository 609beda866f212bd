import type { CSSProperties } from "react";
import { taxLineTexts } from "../../lib/format";

/**
 * An order's or a quote's tax, one line a rate ("NY sales tax 8.875%: $1.23", or "includes $1.23
 * VAT" when prices include it); nothing for an untaxed one. Plain HTML: the plain pages (cart,
 * checkout) and the MUI ones use it alike.
 */
export function TaxLines({
  taxLines,
  pricesIncludeTax,
  style,
}: {
  taxLines: ReadonlyArray<{ label: string; rate: number; amount: number }>;
  pricesIncludeTax: boolean;
  style?: CSSProperties;
}) {
  const texts = taxLineTexts(taxLines, pricesIncludeTax);
  if (texts.length === 0) return null;
  return (
    <ul aria-label="Tax" style={{ listStyle: "none", padding: 0, margin: "4px 0", ...style }}>
      {texts.map((text, index) => (
        <li key={index}>{text}</li>
      ))}
    </ul>
  );
}
