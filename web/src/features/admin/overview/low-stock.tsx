import type { Product, Stats } from "@hometools/contract";
import { lineKey } from "@hometools/contract/variant-rules";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { DataTable } from "../../../components/tables/data-table";
import { EmptyState } from "../../../components/feedback/query-states";
import { useWrite } from "../../../lib/api/use-write";
import { getProduct } from "../catalogue/api/get-product";
import { ProductRowActions } from "../catalogue/components/product-row-actions";

/** A row of the list: a tool, or one variant of a tool with options (`variantLabel` "" without). */
type LowItem = Stats["lowStock"][number];

/** "Adjustable Wrench — Size: 10 in"; the tool's name alone without options. */
const nameOf = (item: LowItem) => (item.variantLabel ? `${item.name} — ${item.variantLabel}` : item.name);

/**
 * The tools (or variants of a tool) low on stock, each with Edit and Stock. The figures only name a product, so a row reads
 * the product as it is now, then hands it to `onEdit` or `onStock` (the page's dialogs).
 */
export function LowStock({
  stats,
  onEdit,
  onStock,
}: {
  stats: Stats;
  onEdit: (product: Product) => void;
  onStock: (product: Product, variantId?: string) => void;
}) {
  const open = useWrite<string>();
  const openProduct = (id: string, then: (product: Product) => void) =>
    open.run(async () => then(await getProduct(id)), { key: id });

  if (stats.lowStock.length === 0) return <EmptyState title="Every tool has stock" />;
  return (
    <DataTable label="Tools low on stock" columns={["Tool", "Available", "Minimum order", "Action"]} minWidth={520}>
      {stats.lowStock.map((product) => (
        <TableRow key={lineKey({ productId: product._id, variantId: product.variantId })}>
          <TableCell>{nameOf(product)}</TableCell>
          <TableCell>{product.available}</TableCell>
          <TableCell>{product.minimumOrder}</TableCell>
          <TableCell>
            <ProductRowActions
              name={nameOf(product)}
              disabled={open.isBusy(product._id)}
              onEdit={() => openProduct(product._id, onEdit)}
              onStock={() => openProduct(product._id, (read) => onStock(read, product.variantId))}
            />
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
