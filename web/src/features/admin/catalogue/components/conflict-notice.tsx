import type { Product } from "@hometools/contract";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { formatMoney } from "../../../../lib/format";
import { differingFields, editableFields, fieldLabels, type EditableField } from "./product-edits";

const shown = (product: Product, name: EditableField) =>
  name === "price" ? formatMoney(product.price) : String(product[name]) || "(empty)";

/**
 * Another admin saved the product after this one opened it: their values, what they changed,
 * and the two ways on: save my changes on top of theirs, or start again from theirs.
 */
export function ConflictNotice({
  read,
  theirs,
  busy,
  onApplyMine,
  onTakeTheirs,
}: {
  read: Product;
  theirs: Product;
  busy: boolean;
  onApplyMine: () => void;
  onTakeTheirs: () => void;
}) {
  const changed = new Set(differingFields(read, theirs));
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>Someone else changed this product</AlertTitle>
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
