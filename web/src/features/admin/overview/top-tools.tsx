import type { Stats } from "@hometools/contract";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { DataTable } from "../../../components/tables/data-table";
import { EmptyState } from "../../../components/feedback/query-states";
import { formatMoney } from "../../../lib/format";

/** The period's best sellers by revenue. */
export function TopTools({ stats }: { stats: Stats }) {
  if (stats.topProducts.length === 0) return <EmptyState title="Nothing paid for in this period" />;
  return (
    <DataTable label="Top tools by revenue" columns={["Tool", "Pieces", "Revenue"]}>
      {stats.topProducts.map((product) => (
        <TableRow key={product.productId}>
          <TableCell>{product.name}</TableCell>
          <TableCell>{product.pieces}</TableCell>
          <TableCell>{formatMoney(product.revenue)}</TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
