import { zodResolver } from "@hookform/resolvers/zod";
import type { Product } from "@hometools/contract";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { useState, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { DashboardPanel } from "../../../components/layout/dashboard-panel";
import { ApiError } from "../../../lib/api/api-client";
import { fieldBinder } from "../../../lib/form-fields";
import { useWrite } from "../../../lib/api/use-write";
import { addProduct } from "./api/add-product";
import { PhotosSection } from "./components/photos/photos-section";
import { newProductFormSchema } from "./components/product-edits";
import { ProductFormFields } from "./components/product-form-fields";
import { usePhotos } from "./components/photos/use-photos";
import { detailOf } from "./components/variant-draft";

const blank = {
  name: "",
  price: "",
  minimumOrder: "",
  available: "",
  description: "",
  img: "",
  category: "",
  brand: "",
  gtin: "",
  mpn: "",
};
const fieldNames = Object.keys(blank) as Array<keyof typeof blank>;

/**
 * Add Product: only name and price are required; minimum order (blank: 1), available (blank: 0),
 * description, image URL (with a live preview) and photos may be left empty. The photos go once
 * the product is added, in order; one the server refuses stays, with its message, on the tool just
 * added (Save photos sends it again), so the product is never added twice.
 */
export function AddProductPage() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newProductFormSchema), defaultValues: blank });
  const field = fieldBinder(register, errors);
  const [name, img] = useWatch({ control, name: ["name", "img"] });
  const photos = usePhotos(null);
  /** The tool added, while some of its photos still wait to be sent. */
  const [added, setAdded] = useState<Product | null>(null);

  const { run } = useWrite();

  const startAgain = () => {
    reset(blank);
    photos.reset(null);
    setAdded(null);
  };

  const submit = handleSubmit(async (values) => {
    const result = await run(() => addProduct(values), { success: "Product added successfully" });
    if (result.ok) {
      const { failed } = await photos.save(detailOf(result.value));
      if (failed > 0) setAdded(result.value);
      else startAgain();
      return;
    }
    // The server's word on a field goes under that field too.
    const fields = result.error instanceof ApiError ? (result.error.fields ?? {}) : {};
    for (const name of fieldNames) {
      if (fields[name]) setError(name, { message: fields[name] });
    }
  });
  // The photos' alt texts are checked with the fields: one submit shows every message.
  const onSubmit = (event: FormEvent) => {
    const described = photos.check();
    if (described) return submit(event);
    event.preventDefault();
    return handleSubmit(() => undefined)(event);
  };

  const pending = photos.draft.photos.length > 0;
  return (
    <DashboardPanel title="Add a product" subtitle="New tools show on the home page straight away.">
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}
      >
        <ProductFormFields
          field={field}
          name={name ?? ""}
          img={img ?? ""}
          priceHint="In dollars, e.g. 18.50"
          imageHint={
            pending ? "Shown only while the tool has no photos: the first photo is its main picture" : undefined
          }
          extra={
            <TextField
              label="Available"
              type="number"
              slotProps={{ htmlInput: { step: 1, min: 0, inputMode: "numeric" } }}
              {...field("available", "Pieces in stock; defaults to 0")}
            />
          }
        />
        <Box sx={{ gridColumn: "1 / -1" }}>
          <PhotosSection photos={photos} name={name ?? ""} saveButton={added !== null} />
        </Box>
        {added && (
          <Alert
            severity={photos.draft.photos.some((photo) => photo.kind === "new") ? "warning" : "success"}
            sx={{ gridColumn: "1 / -1" }}
          >
            {photos.draft.photos.some((photo) => photo.kind === "new")
              ? `${added.name} was added, without the photos marked above. Fix or remove them and choose Save photos, or add photos later from Manage products.`
              : `${added.name} was added with its photos.`}
          </Alert>
        )}
        <Box sx={{ gridColumn: "1 / -1" }}>
          {added ? (
            <Button variant="outlined" size="large" onClick={startAgain}>
              Add another product
            </Button>
          ) : (
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting || photos.busy}>
              Submit
            </Button>
          )}
        </Box>
      </Box>
    </DashboardPanel>
  );
}
