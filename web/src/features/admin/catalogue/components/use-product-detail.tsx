import type { Product, ProductDetail } from "@hometools/contract";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useEffect, useState, type ReactNode } from "react";
import { LoadError } from "../../../../components/feedback/query-states";
import { getProduct } from "../api/get-product";
import { detailOf, hasVariants } from "./variant-draft";

type Loaded = { status: "loading" } | { status: "error"; error: unknown } | { status: "ready"; product: ProductDetail };

/**
 * The product with its options and variants, which the Edit and Stock dialogs need: as given when
 * it has them (the overview reads the product before opening one), else read by GET /product/{id}
 * (Manage Products' rows are list items, without variants).
 */
export function useProductDetail(product: Product): { loaded: Loaded; retry: () => void } {
  const given = hasVariants(product) ? product : null;
  const [read, setRead] = useState<{ id: string; loaded: Loaded } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const id = product._id;

  useEffect(() => {
    if (given) return;
    let current = true;
    getProduct(id).then(
      (answer) => current && setRead({ id, loaded: { status: "ready", product: detailOf(answer) } }),
      (error: unknown) => current && setRead({ id, loaded: { status: "error", error } }),
    );
    return () => {
      current = false;
    };
  }, [given, id, attempt]);

  const loaded: Loaded = given
    ? { status: "ready", product: given }
    : read?.id === id
      ? read.loaded
      : { status: "loading" };
  return {
    loaded,
    retry: () => {
      setRead(null);
      setAttempt((count) => count + 1);
    },
  };
}

/** What a dialog shows until the product is read: a spinner, or the failure with Retry. */
export function DetailPending({ loaded, retry }: { loaded: Loaded; retry: () => void }): ReactNode {
  if (loaded.status === "error") return <LoadError what="the product" error={loaded.error} onRetry={retry} />;
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
      <CircularProgress aria-label="Loading the product" />
    </Box>
  );
}
