import type { TaxRate } from "@hometools/contract";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { fieldBinder } from "../../../lib/form-fields";
import { useWrite } from "../../../lib/api/use-write";
import { addTaxRate, editTaxRate } from "./api/taxes";
import { showServerErrors } from "./server-errors";
import { Tick } from "./tick";

interface Values {
  label: string;
  country: string;
  region: string;
  rate: string;
  shipping: boolean;
  active: boolean;
}

const blank: Values = { label: "", country: "", region: "", rate: "", shipping: false, active: true };
const apiNames: Record<string, keyof Values> = {
  label: "label",
  country: "country",
  region: "region",
  rate: "rate",
  shipping: "shipping",
  active: "active",
};

const valuesOf = (rate: TaxRate): Values => ({
  label: rate.label,
  country: rate.country,
  region: rate.region ?? "",
  rate: String(rate.rate),
  shipping: rate.shipping,
  active: rate.active,
});

/** The rate as the API takes it: a blank region is the whole country, the rate a JSON number. */
const bodyOf = (values: Values) => {
  const typed = values.rate.trim();
  const rate = Number(typed);
  return {
    label: values.label,
    country: values.country,
    region: values.region.trim() || null,
    // Not a number: sent as typed, so the server's message about it shows under the field.
    rate: (typed === "" || !Number.isFinite(rate) ? typed : rate) as number,
    shipping: values.shipping,
    active: values.active,
  };
};

/**
 * Adds a rate, or edits `editing` (its values filled in): the server's 400 shows under each field,
 * a 409 rate-exists (a second active rate for one place) above the button.
 */
export function TaxRateForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing: TaxRate | null;
  onSaved: (rate: TaxRate, added: boolean) => void;
  onCancel: () => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: editing ? valuesOf(editing) : blank });
  const field = fieldBinder(register, errors);
  const { run } = useWrite();
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const body = bodyOf(values);
    const done = await run(() => (editing ? editTaxRate(editing._id, body) : addTaxRate(body)), {
      success: (rate) => `${rate.label} ${editing ? "saved" : "added"}`,
      inline: true,
    });
    if (done.ok) {
      onSaved(done.value, !editing);
      if (!editing) reset(blank);
    } else setProblem(showServerErrors(done.error, setError, apiNames));
  });

  const title = editing ? `Edit ${editing.label}` : "Add a rate";
  return (
    <Box
      component="form"
      aria-label={title}
      noValidate
      onSubmit={onSubmit}
      sx={{ display: "grid", gap: 2, maxWidth: 520 }}
    >
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <TextField label="Label" {...field("label", 'As receipts show it: "New York sales tax"')} />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr 1fr" } }}>
        <TextField label="Country" {...field("country", "ISO code: US, DE")} />
        <TextField label="Region" {...field("region", "Blank: the whole country")} />
        <TextField
          label="Rate (%)"
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
          {...field("rate", "0 to 30, e.g. 8.875")}
        />
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
        <Tick control={control} name="shipping" label="Shipping taxed" />
        <Tick control={control} name="active" label="Active" />
      </Box>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Box sx={{ display: "flex", gap: 2 }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {editing ? "Save rate" : "Add rate"}
        </Button>
        {editing && (
          <Button variant="outlined" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Box>
    </Box>
  );
}
