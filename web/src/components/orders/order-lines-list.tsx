import type { OrderLine } from "@hometools/contract";

/**
 * An order's tools in a table cell: "Drill × 2" for the spec's one-product order, one row per line
 * for an order of several (Manage Orders, My orders).
 */
export function OrderLinesList({ lines, label }: { lines: readonly OrderLine[]; label: string }) {
  if (lines.length <= 1) {
    const [line] = lines;
    return line ? (
      <>
        {line.productName} × {line.quantity}
      </>
    ) : null;
  }
  return (
    <ul aria-label={label} style={{ margin: 0, paddingLeft: "1.1em" }}>
      {lines.map((line) => (
        <li key={line.productId}>
          {line.productName} × {line.quantity}
        </li>
      ))}
    </ul>
  );
}
