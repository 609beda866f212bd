import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { useForm, useWatch } from "react-hook-form";
import { DashboardPanel } from "../../../components/layout/dashboard-panel";
import { ApiError } from "../../../lib/api/api-client";
import { fieldBinder } from "../../../lib/form-fields";
import { useWrite } from "../../../lib/api/use-write";
import { addProduct } from "./api/add-product";
import { newProductFormSchema } from "./components/product-edits";
import { ProductFormFields } from "./components/product-form-fields";

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
 * Add Product: only name (at most 20) and price are required; minimum order (blank: 1), available
 * (blank: 0), description and image URL (with a live preview) may be left empty.
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

  const { run } = useWrite();

  const onSubmit = handleSubmit(async (values) => {
    const result = await run(() => addProduct(values), { success: "Product added successfully" });
    if (result.ok) {
      reset(blank);
      return;
    }
    // The server's word on a field goes under that field too.
    const fields = result.error instanceof ApiError ? (result.error.fields ?? {}) : {};
    for (const name of fieldNames) {
      if (fields[name]) setError(name, { message: fields[name] });
    }
  });

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
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            Submit
          </Button>
        </Box>
      </Box>
    </DashboardPanel>
  );
}
