import type { Product } from "@hometools/contract";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import { useDeferredValue, useState } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "../../../components/forms/confirm-dialog";
import { DashboardPanel } from "../../../components/layout/dashboard-panel";
import { DataTable } from "../../../components/tables/data-table";
import { QueryView } from "../../../components/feedback/query-view";
import { ShowMore } from "../../../components/buttons/show-more";
import { useWrite } from "../../../lib/api/use-write";
import { useTeamRole } from "../../../lib/session/team-role";
import { deleteProduct } from "./api/delete-product";
import { useAllProducts } from "./api/get-all-products";
import { priceRange } from "./components/price-range";
import { ProductRowActions, useProductDialogs } from "./components/product-row-actions";

/** Stock that cannot fill even one order at the minimum. */
const isLowStock = (product: Product) => product.available < product.minimumOrder;

/**
 * Manage Product: search by name, and per row Edit, Stock and the spec's DELETE (behind "Are you
 * sure want to delete??"); rows whose stock is below their minimum order are marked "Low stock".
 */
export function ManageProductsPage() {
  // Deleting is the owner's (docs/decisions/034): staff are not offered it.
  const owner = useTeamRole() === "owner";
  const [search, setSearch] = useState("");
  const { state, retry, update, more } = useAllProducts(useDeferredValue(search));
  const [pending, setPending] = useState<Product | null>(null);
  const { run, busy } = useWrite();
  const { edit, stock, dialogs } = useProductDialogs((changed) =>
    update((products) => products.map((product) => (product._id === changed._id ? changed : product))),
  );

  const confirmDelete = async () => {
    if (!pending) return;
    const done = await run(() => deleteProduct(pending._id), {
      success: ({ deletedCount }) => (deletedCount > 0 ? "Successfully deleted item" : undefined),
    });
    // A failure keeps the dialog open to try again.
    if (!done.ok) return;
    if (done.value.deletedCount > 0) {
      update((products) => products.filter((product) => product._id !== pending._id));
    } else {
      toast.error("That product was already gone");
      retry();
    }
    setPending(null);
  };

  return (
    <DashboardPanel title="Manage products" subtitle="Edit, restock or remove the tools you sell.">
      <TextField
        label="Search products"
        type="search"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        helperText="The start of any word of the name"
        sx={{ mb: 2, maxWidth: 360 }}
        fullWidth
      />
      <QueryView
        state={state}
        onRetry={retry}
        loadingLabel="Loading products"
        what="the products"
        emptyTitle={search.trim() ? "No product matches" : "No products yet"}
        empty={search.trim() ? "Try the start of another word." : "Add one from Add Product."}
      >
        {(products) => (
          <DataTable label="Products" columns={["No", "Name", "Price", "Quantity", "Action"]} minWidth={640}>
            {products.map((product, index) => (
              <TableRow key={product._id}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{product.name}</TableCell>
                <TableCell>{priceRange(product)}</TableCell>
                <TableCell>
                  {product.available}
                  {isLowStock(product) && (
                    <Chip label="Low stock" color="warning" size="small" sx={{ ml: 1 }} variant="outlined" />
                  )}
                </TableCell>
                <TableCell>
                  <ProductRowActions name={product.name} onEdit={() => edit(product)} onStock={() => stock(product)}>
                    {owner && (
                      <Button variant="outlined" color="error" size="small" onClick={() => setPending(product)}>
                        DELETE
                      </Button>
                    )}
                  </ProductRowActions>
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </QueryView>
      {state.status === "success" && <ShowMore more={more} />}
      {dialogs}
      <ConfirmDialog
        open={pending !== null}
        title="Are you sure want to delete??"
        detail={pending ? `${pending.name} will be removed from the shop.` : undefined}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </DashboardPanel>
  );
}
