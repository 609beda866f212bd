import { zodResolver } from "@hookform/resolvers/zod";
import type { Product } from "@hometools/contract";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { ApiError } from "../../../../lib/api/api-client";
import { notifyError } from "../../../../lib/api/error-message";
import { fieldBinder } from "../../../../lib/form-fields";
import { useWrite } from "../../../../lib/api/use-write";
import { editProduct } from "../api/edit-product";
import { ConflictNotice } from "./conflict-notice";
import { ProductFormFields } from "./product-form-fields";
import {
  changedFields,
  editableFields,
  formOf,
  isProduct,
  productFormSchema,
  type ProductFields,
} from "./product-edits";

interface Props {
  product: Product | null;
  onClose: () => void;
  /** The product as saved. */
  onSaved: (product: Product) => void;
}

/** Edit on a Manage Product row: a keyboard-usable dialog (focus trapped, Escape closes) with the form. */
export function EditProductDialog({ product, onClose, onSaved }: Props) {
  return (
    <Dialog open={product !== null} onClose={onClose} aria-labelledby="edit-product-title" fullWidth maxWidth="sm">
      {product && <EditProductForm key={product._id} product={product} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

/**
 * The product's form, prefilled. Saving sends only the changed fields and the version they were
 * read at; when another admin saved first (409 version-conflict) the notice shows their values.
 */
function EditProductForm({ product, onClose, onSaved }: Props & { product: Product }) {
  const [read, setRead] = useState(product);
  const [theirs, setTheirs] = useState<Product | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(productFormSchema), defaultValues: formOf(product) });
  const field = fieldBinder(register, errors);
  const [name, img] = useWatch({ control, name: ["name", "img"] });
  const { run, busy } = useWrite();

  const save = async (values: ProductFields, version: number) => {
    const changes = changedFields(read, values);
    if (Object.keys(changes).length === 0) {
      toast("Nothing changed");
      onClose();
      return;
    }
    const result = await run(() => editProduct(product._id, { ...changes, version }), {
      success: "Product saved",
      inline: true,
    });
    if (result.ok) {
      onSaved(result.value);
      onClose();
      return;
    }
    const { error } = result;
    if (error instanceof ApiError && error.code === "version-conflict" && isProduct(error.current)) {
      setTheirs(error.current);
      return;
    }
    notifyError(error);
    for (const name of editableFields) {
      const message = error instanceof ApiError ? error.fields?.[name] : undefined;
      if (message) setError(name, { message });
    }
  };

  const onSubmit = handleSubmit((values) => save(values, theirs?.version ?? read.version));
  const takeTheirs = () => {
    if (!theirs) return;
    setRead(theirs);
    reset(formOf(theirs));
    setTheirs(null);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogTitle id="edit-product-title">Edit {read.name}</DialogTitle>
      <DialogContent>
        {theirs && (
          <ConflictNotice read={read} theirs={theirs} busy={busy} onApplyMine={onSubmit} onTakeTheirs={takeTheirs} />
        )}
        <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2, pt: 1 }}>
          <ProductFormFields
            field={field}
            name={name ?? ""}
            img={img ?? ""}
            priceHint="In dollars; placed orders keep their price"
            autoFocus
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="secondary">
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          Save
        </Button>
      </DialogActions>
    </Box>
  );
}
