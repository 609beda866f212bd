import { orderTotal, type NewOrder, type Product, type PurchaseFormInput } from "@hometools/contract";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { useEffect, useMemo, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { OrderFormEnd } from "../../../components/orders/order-form-end";
import { ApiError } from "../../../lib/api/api-client";
import { lazyResolver } from "../../../lib/form-fields";

/** What the form hands on: the contract's order input, less the product the page already knows. */
export type PurchaseValues = Omit<NewOrder, "productId">;

interface Props {
  product: Pick<Product, "price" | "minimumOrder" | "available">;
  customer: { name: string; email: string };
  /** Places the order. */
  onPurchase: (values: PurchaseValues) => Promise<unknown>;
  /** The last purchase's failure: its sentence under the form, its fields' messages under the fields. */
  failure?: unknown;
}

const formFields = ["quantity", "number", "location"] as const;

/** Name and email (read-only, from the account), quantity, phone number, location, live total, Purchase. */
export function PurchaseForm({ product, customer, onPurchase, failure }: Props) {
  const resolver = useMemo(
    () =>
      lazyResolver<PurchaseFormInput, PurchaseValues>(async () => {
        const [{ zodResolver }, { purchaseFormInput }] = await Promise.all([
          import("@hookform/resolvers/zod"),
          import("@hometools/contract"),
        ]);
        return zodResolver(purchaseFormInput(product));
      }),
    [product],
  );
  const inFlight = useRef(false);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PurchaseFormInput, unknown, PurchaseValues>({
    resolver,
    defaultValues: { quantity: String(product.minimumOrder), number: "", location: "" },
  });

  const quantityText = useWatch({ control, name: "quantity" });
  const quantity = Number(quantityText);
  const total = Number.isFinite(quantity) && quantity > 0 ? orderTotal(product.price, Math.floor(quantity)) : 0;

  const onSubmit = handleSubmit(async (values) => {
    // A double click must not book twice: the button's disabled state renders one frame late.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await onPurchase({ ...values, totalPrice: orderTotal(product.price, values.quantity) });
    } finally {
      inFlight.current = false;
    }
  });

  useEffect(() => {
    const fields = failure instanceof ApiError ? (failure.fields ?? {}) : {};
    for (const name of formFields) {
      if (fields[name]) setError(name, { message: fields[name] });
    }
  }, [failure, setError]);

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Purchase" sx={{ display: "grid", gap: 2 }}>
      <TextField label="Name" value={customer.name} slotProps={{ htmlInput: { readOnly: true } }} autoComplete="name" />
      <TextField
        label="Email"
        value={customer.email}
        type="email"
        slotProps={{ htmlInput: { readOnly: true } }}
        autoComplete="email"
      />
      <TextField
        label="Quantity"
        type="number"
        error={!!errors.quantity}
        helperText={errors.quantity?.message ?? `From ${product.minimumOrder} to ${product.available}`}
        slotProps={{ htmlInput: { inputMode: "numeric", step: 1 } }}
        {...register("quantity")}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        error={!!errors.number}
        helperText={errors.number?.message}
        {...register("number")}
      />
      <TextField
        label="Location"
        autoComplete="street-address"
        multiline
        rows={2}
        error={!!errors.location}
        helperText={errors.location?.message}
        {...register("location")}
      />
      <OrderFormEnd total={total} failure={failure} submitting={isSubmitting}>
        Purchase
      </OrderFormEnd>
    </Box>
  );
}
