import type { Product } from "@hometools/contract";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { ReactNode } from "react";
import { formatMoney } from "../../../../lib/format";
import { differingFields, editableFields, fieldLabels, type EditableField } from "./product-edits";

const shown = (product: Product, name: EditableField) =>
  name === "price" ? formatMoney(product.price) : String(product[name] ?? "") || "(empty)";

interface Choices {
  busy: boolean;
  onApplyMine: () => void;
  onTakeTheirs: () => void;
}

/**
 * Another admin saved the product after this one opened it: what they saved (`children`), and the
 * two ways on: save my changes on top of theirs, or start again from theirs. The product's fields
 * and its options and variants (saved apart) each show one.
 */
export function ConflictAlert({ busy, onApplyMine, onTakeTheirs, children }: Choices & { children: ReactNode }) {
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>Someone else changed this product</AlertTitle>
      {children}
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        <Button variant="contained" size="small" onClick={onApplyMine} disabled={busy}>
          Apply my changes on top
        </Button>
        <Button variant="outlined" size="small" onClick={onTakeTheirs} disabled={busy}>
          Start again from theirs
        </Button>
      </Box>
    </Alert>
  );
}

/** The product's fields as the other admin saved them, the changed ones marked. */
export function ConflictNotice({ read, theirs, ...choices }: Choices & { read: Product; theirs: Product }) {
  const changed = new Set(differingFields(read, theirs));
  return (
    <ConflictAlert {...choices}>
      Their values (changed ones marked) are below. Apply your changes on top of theirs, or start again from theirs.
      <Box
        component="dl"
        aria-label="Their values"
        sx={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: 0.5, my: 1 }}
      >
        {editableFields.map((name) => (
          <Box key={name} sx={{ display: "contents" }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {fieldLabels[name]}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
              {shown(theirs, name)}
              {changed.has(name) && <strong> (changed)</strong>}
            </Box>
          </Box>
        ))}
      </Box>
    </ConflictAlert>
  );
}
