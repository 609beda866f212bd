import { zodResolver } from "@hookform/resolvers/zod";
import { checkoutInput } from "@hometools/contract";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useForm } from "react-hook-form";
import { errorMessage } from "../../../lib/error-message";
import { fieldBinder } from "../../../lib/form-fields";
import { formatMoney } from "../../../lib/format";

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

/** Phone number and location (as the purchase form asks them), the total, and Place order. */
export function CheckoutForm({ total, disabled, onCheckout, failure }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(checkoutInput.pick({ number: true, location: true })),
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
      <Box
        sx={{
          display: "flex",
          alignItems: "baseline",
          justifyContent: "space-between",
          bgcolor: "#F6F3EE",
          borderRadius: 2,
          px: 2,
          py: 1.5,
        }}
      >
        <Typography sx={{ fontWeight: 600 }}>Total</Typography>
        <Typography aria-live="polite" sx={{ fontWeight: 800, fontSize: "1.4rem" }}>
          {formatMoney(total)}
        </Typography>
      </Box>
      {failure !== undefined && <Alert severity="error">{errorMessage(failure)}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={disabled || isSubmitting} sx={{ py: 1.4 }}>
        {isSubmitting && <CircularProgress size={18} color="inherit" aria-hidden="true" sx={{ mr: 1 }} />}
        Place order
      </Button>
    </Box>
  );
}
