import type { Product } from "@hometools/contract";
import Button from "@mui/material/Button";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { useState } from "react";
import toast from "react-hot-toast";
import { DashboardPanel } from "../../components/dashboard-panel";
import { DataTable } from "../../components/data-table";
import { QueryView } from "../../components/query-view";
import { ShowMore } from "../../components/show-more";
import { useWrite } from "../../lib/use-write";
import { deleteProduct, useAllProducts } from "./api/products";
import { ConfirmDialog } from "../../components/confirm-dialog";

/** Manage Product: no, name, quantity and a DELETE button behind "Are you sure want to delete??". */
export function ManageProductsPage() {
  const { state, retry, update, more } = useAllProducts();
  const [pending, setPending] = useState<Product | null>(null);
  const { run, busy } = useWrite();

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
    <DashboardPanel title="Manage products" subtitle="Remove tools that you no longer sell.">
      <QueryView
        state={state}
        onRetry={retry}
        loadingLabel="Loading products"
        what="the products"
        emptyTitle="No products yet"
        empty="Add one from Add Product."
      >
        {(products) => (
          <DataTable label="Products" columns={["No", "Name", "Quantity", "Action"]}>
            {products.map((product, index) => (
              <TableRow key={product._id}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{product.name}</TableCell>
                <TableCell>{product.available}</TableCell>
                <TableCell>
                  <Button variant="outlined" color="error" size="small" onClick={() => setPending(product)}>
                    DELETE
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </QueryView>
      {state.status === "success" && <ShowMore more={more} />}
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
