import type { ProductDetail } from "@hometools/contract";
import Box from "@mui/material/Box";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { DataTable } from "../../../../components/tables/data-table";
import { formatMoney } from "../../../../lib/format";

/** Staff's view: the tool's variants as they are, nothing to change. */
export function VariantsView({ product }: { product: ProductDetail }) {
  if (product.options.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        No options. Only the shop's owner adds options and variants.
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {product.options.map((option) => `${option.name}: ${option.values.join(", ")}`).join("; ")}. Only the shop's
        owner changes options and variants.
      </Typography>
      <VariantsList product={product} label="Variants" />
    </>
  );
}

/** A product's variants as a read-only table. */
export function VariantsList({ product, label }: { product: ProductDetail; label: string }) {
  return (
    <Box sx={{ my: 1 }}>
      <DataTable label={label} columns={["Variant", "SKU", "Price", "Stock", "GTIN"]}>
        {product.variants.map((variant) => (
          <TableRow key={variant.id}>
            <TableCell>{variant.label || "(no options)"}</TableCell>
            <TableCell>{variant.sku ?? ""}</TableCell>
            <TableCell>{formatMoney(variant.price)}</TableCell>
            <TableCell>{variant.available}</TableCell>
            <TableCell>{variant.gtin ?? ""}</TableCell>
          </TableRow>
        ))}
      </DataTable>
    </Box>
  );
}
