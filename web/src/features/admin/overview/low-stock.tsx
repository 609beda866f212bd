import type { Product, Stats } from "@hometools/contract";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { DataTable } from "../../../components/tables/data-table";
import { EmptyState } from "../../../components/feedback/query-states";
import { useWrite } from "../../../lib/api/use-write";
import { getProduct } from "../catalogue/api/get-product";
import { ProductRowActions } from "../catalogue/components/product-row-actions";

/**
 * The tools low on stock, each with Edit and Stock. The figures only name a product, so a row reads
 * the product as it is now, then hands it to `onEdit` or `onStock` (the page's dialogs).
 */
export function LowStock({
  stats,
  onEdit,
  onStock,
}: {
  stats: Stats;
  onEdit: (product: Product) => void;
  onStock: (product: Product) => void;
}) {
  const open = useWrite<string>();
  const openProduct = (id: string, then: (product: Product) => void) =>
    open.run(async () => then(await getProduct(id)), { key: id });

  if (stats.lowStock.length === 0) return <EmptyState title="Every tool has stock" />;
  return (
    <DataTable label="Tools low on stock" columns={["Tool", "Available", "Minimum order", "Action"]} minWidth={520}>
      {stats.lowStock.map((product) => (
        <TableRow key={product._id}>
          <TableCell>{product.name}</TableCell>
          <TableCell>{product.available}</TableCell>
          <TableCell>{product.minimumOrder}</TableCell>
          <TableCell>
            <ProductRowActions
              name={product.name}
              disabled={open.isBusy(product._id)}
              onEdit={() => openProduct(product._id, onEdit)}
              onStock={() => openProduct(product._id, onStock)}
            />
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
