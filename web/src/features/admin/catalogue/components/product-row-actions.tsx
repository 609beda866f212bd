import type { Product } from "@hometools/contract";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { lazy, Suspense, useState, type ReactNode } from "react";

// The dialogs load when an admin first opens one: a page's first paint waits for neither
// (docs/decisions/028). Once loaded they stay mounted, so they close as MUI dialogs do.
const EditProductDialog = lazy(async () => ({
  default: (await import("./edit-product-dialog")).EditProductDialog,
}));
const StockDialog = lazy(async () => ({ default: (await import("./stock-dialog")).StockDialog }));

interface ButtonsProps {
  name: string;
  /** While the row's product is being read (the overview reads it before a dialog opens). */
  disabled?: boolean;
  onEdit: () => void;
  onStock: () => void;
  /** More actions after Edit and Stock (Manage Products' DELETE). */
  children?: ReactNode;
}

/** A product row's Edit and Stock buttons (Manage Products, the overview's tools low on stock). */
export function ProductRowActions({ name, disabled = false, onEdit, onStock, children }: ButtonsProps) {
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" size="small" disabled={disabled} onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button variant="outlined" size="small" disabled={disabled} onClick={onStock} aria-label={`Stock of ${name}`}>
        Stock
      </Button>
      {children}
    </Stack>
  );
}

/**
 * The Edit and Stock dialogs behind ProductRowActions: `edit` and `stock` open one on a product,
 * `dialogs` renders them, and `onChanged` hears of the product as saved or as its stock moved.
 */
export function useProductDialogs(onChanged: (product: Product) => void) {
  const [editing, setEditing] = useState<Product | null>(null);
  const [stocking, setStocking] = useState<Product | null>(null);
  // The variant the Stock dialog opens on (the overview's row of one variant low on stock).
  const [variantId, setVariantId] = useState<string | undefined>();
  const [opened, setOpened] = useState({ edit: false, stock: false });
  const dialogs = (
    <Suspense fallback={null}>
      {(editing || opened.edit) && (
        <EditProductDialog product={editing} onClose={() => setEditing(null)} onSaved={onChanged} />
      )}
      {(stocking || opened.stock) && (
        <StockDialog
          product={stocking}
          variantId={variantId}
          onClose={() => setStocking(null)}
          onMoved={(moved) => {
            setStocking(moved);
            onChanged(moved);
          }}
        />
      )}
    </Suspense>
  );
  return {
    edit: (product: Product) => {
      setOpened((was) => ({ ...was, edit: true }));
      setEditing(product);
    },
    stock: (product: Product, variant?: string) => {
      setOpened((was) => ({ ...was, stock: true }));
      setVariantId(variant);
      setStocking(product);
    },
    dialogs,
  };
}
