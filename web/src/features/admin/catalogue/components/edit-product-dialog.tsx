import { zodResolver } from "@hookform/resolvers/zod";
import type { Product, ProductDetail } from "@hometools/contract";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
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
  pricedByVariants,
  productFormSchema,
  type ProductFields,
} from "./product-edits";
import { DetailPending, useProductDetail } from "./use-product-detail";
import { priceRange } from "./price-range";
import { detailOf } from "./variant-draft";
import { PhotosSection } from "./photos/photos-section";
import { usePhotos } from "./photos/use-photos";
import { VariantsSection } from "./variants-section";

interface Props {
  product: Product | null;
  onClose: () => void;
  /** The product as saved. */
  onSaved: (product: Product) => void;
}

/** Edit on a Manage Product row: a keyboard-usable dialog (focus trapped, Escape closes) with the form. */
export function EditProductDialog({ product, onClose, onSaved }: Props) {
  return (
    <Dialog open={product !== null} onClose={onClose} aria-labelledby="edit-product-title" fullWidth maxWidth="md">
      {product && <EditProductLoader key={product._id} product={product} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

/** The form once the product and its variants are read (a list row has no variants). */
function EditProductLoader({ product, onClose, onSaved }: Props & { product: Product }) {
  const { loaded, retry } = useProductDetail(product);
  if (loaded.status === "ready")
    return <EditProductForm product={loaded.product} onClose={onClose} onSaved={onSaved} />;
  return (
    <>
      <DialogTitle id="edit-product-title">Edit {product.name}</DialogTitle>
      <DialogContent>
        <DetailPending loaded={loaded} retry={retry} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}

/**
 * The product's form, prefilled, its photos and its options and variants (each saved on its own).
 * Saving the form sends only the changed fields and the version they were read at; when another
 * admin saved first (409 version-conflict) the notice shows their values. Each part's save hands
 * the tool on (`adopt`), so the next save of another part sends the version it raised.
 */
function EditProductForm({ product, onClose, onSaved }: Props & { product: ProductDetail }) {
  const [read, setRead] = useState(product);
  const [theirs, setTheirs] = useState<ProductDetail | null>(null);
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

  /** A newer read of the product (the variants saved, or theirs taken): the fields not typed in follow it. */
  const adopt = (next: ProductDetail) => {
    setRead(next);
    reset(formOf(next), { keepDirtyValues: true });
  };
  /** The photos or the variants saved: the tool as they left it, in the dialog and the list behind. */
  const savedElsewhere = (saved: ProductDetail) => {
    adopt(saved);
    onSaved(saved);
  };
  const photos = usePhotos(read, savedElsewhere);
  /** Done with the fields: the dialog closes, unless photos wait for Save photos (closing would drop them). */
  const done = () => {
    if (photos.changed) photos.warn("The photos are not saved yet: choose Save photos, or Undo photo changes.");
    else onClose();
  };

  const save = async (values: ProductFields, version: number) => {
    const changes = changedFields(read, values);
    if (Object.keys(changes).length === 0) {
      toast("Nothing changed");
      done();
      return;
    }
    const result = await run(() => editProduct(product._id, { ...changes, version }), {
      success: "Product saved",
      inline: true,
    });
    if (result.ok) {
      onSaved(result.value);
      adopt(detailOf(result.value));
      done();
      return;
    }
    const { error } = result;
    if (error instanceof ApiError && error.code === "version-conflict" && isProduct(error.current)) {
      setTheirs(detailOf(error.current));
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
    <>
      <DialogTitle id="edit-product-title">Edit {read.name}</DialogTitle>
      <DialogContent>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Product details">
          {theirs && (
            <ConflictNotice read={read} theirs={theirs} busy={busy} onApplyMine={onSubmit} onTakeTheirs={takeTheirs} />
          )}
          <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2, pt: 1 }}>
            <ProductFormFields
              field={field}
              name={name ?? ""}
              img={img ?? ""}
              priceHint="In dollars; placed orders keep their price"
              priceRange={pricedByVariants(read) ? priceRange(read) : undefined}
              mainPhoto={read.images[0]}
              autoFocus
            />
          </Box>
          <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 2 }}>
            <Button type="submit" variant="contained" disabled={busy}>
              Save
            </Button>
          </Box>
        </Box>
        <Divider sx={{ my: 3 }} />
        <PhotosSection photos={photos} name={read.name} saveButton onTakeTheirs={adopt} />
        <Divider sx={{ mt: 3 }} />
        <VariantsSection product={read} onSaved={savedElsewhere} onTakeTheirs={adopt} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy || photos.saving} color="secondary">
          Close
        </Button>
      </DialogActions>
    </>
  );
}
