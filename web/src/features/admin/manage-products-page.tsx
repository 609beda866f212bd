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
import { notifyError } from "../../lib/api-client";
import { deleteProduct, useAllProducts } from "./api/products";
import { ConfirmDialog } from "../../components/confirm-dialog";

/** Manage Product: no, name, quantity and a DELETE button behind "Are you sure want to delete??". */
export function ManageProductsPage() {
  const { state, retry, update, more } = useAllProducts();
  const [pending, setPending] = useState<Product | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmDelete = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const { deletedCount } = await deleteProduct(pending._id);
      if (deletedCount > 0) {
        update((products) => products.filter((product) => product._id !== pending._id));
        toast.success("Successfully deleted item");
      } else {
        toast.error("That product was already gone");
        retry();
      }
      setPending(null);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
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
