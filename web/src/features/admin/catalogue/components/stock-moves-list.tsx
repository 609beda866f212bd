import type { ProductDetail, StockMove } from "@hometools/contract";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { DataTable } from "../../../../components/tables/data-table";
import { QueryView } from "../../../../components/feedback/query-view";
import { ShowMore } from "../../../../components/buttons/show-more";
import type { PagedQuery } from "../../../../lib/api/use-api-pages";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * A product's stock moves, newest first: when, who, how many, why, and the stock after; for a tool
 * with options, which variant moved ("(removed)" for one the tool no longer has).
 */
export function StockMovesList({ moves, product }: { moves: PagedQuery<StockMove>; product: ProductDetail }) {
  const withOptions = product.options.length > 0;
  const labels = new Map(product.variants.map((variant) => [variant.id, variant.label]));
  const columns = ["When", "Who", ...(withOptions ? ["Variant"] : []), "Change", "Why", "Stock after"];
  return (
    <>
      <QueryView
        state={moves.state}
        onRetry={moves.retry}
        loadingLabel="Loading stock moves"
        what="the stock moves"
        emptyTitle="No stock moves yet"
      >
        {(items) => (
          <DataTable label="Stock moves" columns={columns}>
            {items.map((move) => (
              <TableRow key={move._id}>
                <TableCell>{move.at ? when.format(new Date(move.at)) : ""}</TableCell>
                <TableCell>{move.by}</TableCell>
                {withOptions && <TableCell>{labels.get(move.variantId) || "(removed)"}</TableCell>}
                <TableCell>{move.delta > 0 ? `+${move.delta}` : move.delta}</TableCell>
                <TableCell sx={{ overflowWrap: "anywhere" }}>{move.reason}</TableCell>
                <TableCell>{move.availableAfter}</TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </QueryView>
      {moves.state.status === "success" && <ShowMore more={moves.more} />}
    </>
  );
}
