import type { OrderLine } from "@hometools/contract";
import { lineKey } from "@hometools/contract/variant-rules";
import { lineName } from "../../lib/line-name";

/**
 * An order's tools in a table cell: "Drill × 2" for the spec's one-product order, one row per line
 * for an order of several (Manage Orders, My orders). A line of a tool with options names its
 * variant: "Adjustable Wrench (Size: 8 in) × 2".
 */
export function OrderLinesList({ lines, label }: { lines: readonly OrderLine[]; label: string }) {
  if (lines.length <= 1) {
    const [line] = lines;
    return line ? (
      <>
        {lineName(line)} × {line.quantity}
      </>
    ) : null;
  }
  return (
    <ul aria-label={label} style={{ margin: 0, paddingLeft: "1.1em" }}>
      {lines.map((line) => (
        <li key={lineKey(line)}>
          {lineName(line)} × {line.quantity}
        </li>
      ))}
    </ul>
  );
}
