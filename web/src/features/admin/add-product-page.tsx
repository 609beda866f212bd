import { zodResolver } from "@hookform/resolvers/zod";
import { createProductInput } from "@hometools/contract";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { DashboardPanel } from "../../components/dashboard-panel";
import { ApiError, notifyError } from "../../lib/api-client";
import { addProduct } from "./api/products";

const blank = { name: "", price: "", minimumOrder: "", available: "", description: "", img: "" };
const fieldNames = Object.keys(blank) as Array<keyof typeof blank>;

/** Add Product: name (required, at most 20), price (required), minimum order, available, description, image URL. */
export function AddProductPage() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(createProductInput), defaultValues: blank });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await addProduct(values);
      toast.success("Product added successfully");
      reset(blank);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const name of fieldNames) {
          const message = error.fields[name];
          if (message) setError(name, { message });
        }
      }
      notifyError(error);
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
        <TextField
          label="Name"
          required
          error={!!errors.name}
          helperText={errors.name?.message ?? "At most 20 characters"}
          {...register("name")}
        />
        <TextField
          label="Price"
          required
          type="number"
          error={!!errors.price}
          helperText={errors.price?.message ?? "In dollars, e.g. 18.50"}
          slotProps={{ htmlInput: { step: "0.01", min: 0, inputMode: "decimal" } }}
          {...register("price")}
        />
        <TextField
          label="Minimum order"
          type="number"
          error={!!errors.minimumOrder}
          helperText={errors.minimumOrder?.message ?? "Defaults to 1"}
          slotProps={{ htmlInput: { step: 1, min: 1, inputMode: "numeric" } }}
          {...register("minimumOrder")}
        />
        <TextField
          label="Available"
          type="number"
          error={!!errors.available}
          helperText={errors.available?.message ?? "Pieces in stock"}
          slotProps={{ htmlInput: { step: 1, min: 0, inputMode: "numeric" } }}
          {...register("available")}
        />
        <TextField
          label="Description"
          multiline
          rows={3}
          error={!!errors.description}
          helperText={errors.description?.message}
          sx={{ gridColumn: { sm: "1 / -1" } }}
          {...register("description")}
        />
        <TextField
          label="Image URL"
          placeholder="/images/products/claw-hammer.svg or https://…"
          error={!!errors.img}
          helperText={errors.img?.message}
          sx={{ gridColumn: { sm: "1 / -1" } }}
          {...register("img")}
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
