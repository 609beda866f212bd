import type { OrderLine } from "@hometools/contract";
import { lineKey } from "@hometools/contract/variant-rules";
import { lineName } from "../after-sale/line-name";

/** One line: the tool and its variant, the pieces, and the SKU the stock room picks by. */
function Line({ line }: { line: OrderLine }) {
  return (
    <>
      {lineName(line)} × {line.quantity}
      {line.sku && (
        <span style={{ display: "block", color: "#4B5563", fontSize: "0.85em", fontFamily: "monospace" }}>
          SKU {line.sku}
        </span>
      )}
    </>
  );
}

/**
 * An order's tools as Manage Orders shows them: each line's variant and SKU beside the tool's name
 * ("Adjustable Wrench — Size: 8 in × 2", "SKU AW-8"); one row per line for an order of several.
 */
export function AdminOrderLines({ lines, label }: { lines: readonly OrderLine[]; label: string }) {
  if (lines.length <= 1) return lines[0] ? <Line line={lines[0]} /> : null;
  return (
    <ul aria-label={label} style={{ margin: 0, paddingLeft: "1.1em" }}>
      {lines.map((line) => (
        <li key={lineKey(line)}>
          <Line line={line} />
        </li>
      ))}
    </ul>
  );
}
