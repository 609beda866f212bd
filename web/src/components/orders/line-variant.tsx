import type { CSSProperties } from "react";
import { lineDetails, type NamedLine } from "../../lib/line-name";

const detailStyle: CSSProperties = { display: "block", fontSize: "0.85rem", color: "#4b5563", fontWeight: 400 };

/**
 * Under a line's tool name: its variant ("Size: 8 in") and, where lines are detailed, its SKU
 * ("SKU: AW-8"); nothing for a tool without options. Plain elements: the plain pages (a visitor's
 * cart, the checkout) and the MUI ones (orders, payments) show it alike.
 */
export function LineVariant({ line, sku = true }: { line: NamedLine; sku?: boolean }) {
  const details = lineDetails(sku ? line : { ...line, sku: null });
  return details.map((text) => (
    <span key={text} style={detailStyle}>
      {text}
    </span>
  ));
}
