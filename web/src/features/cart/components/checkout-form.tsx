import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { OrderFormEnd } from "../../../components/orders/order-form-end";
import { useForm } from "react-hook-form";
import { fieldBinder, lazyResolver } from "../../../lib/form-fields";

export interface CheckoutValues {
  number: string;
  location: string;
}

interface Props {
  total: number;
  disabled: boolean;
  onCheckout: (values: CheckoutValues) => Promise<unknown>;
  failure?: unknown;
}

const resolver = lazyResolver<CheckoutValues>(async () => {
  const [{ zodResolver }, { checkoutInput }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@hometools/contract"),
  ]);
  return zodResolver(checkoutInput.pick({ number: true, location: true }));
});

/** Phone number and location (as the purchase form asks them), the total, and Place order. */
export function CheckoutForm({ total, disabled, onCheckout, failure }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutValues>({
    resolver,
    defaultValues: { number: "", location: "" },
  });
  const field = fieldBinder(register, errors);

  return (
    <Box
      component="form"
      noValidate
      aria-label="Checkout"
      onSubmit={handleSubmit((values) => onCheckout(values))}
      sx={{ display: "grid", gap: 2 }}
    >
      <TextField label="Phone number" type="tel" autoComplete="tel" {...field("number")} />
      <TextField label="Location" autoComplete="street-address" multiline rows={2} {...field("location")} />
      <OrderFormEnd total={total} failure={failure} submitting={isSubmitting} disabled={disabled}>
        Place order
      </OrderFormEnd>
    </Box>
  );
}
