import type { InvoicingSettings, InvoicingSettingsInput } from "@hometools/contract";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Controller, type FieldError } from "react-hook-form";
import { fieldBinder, lazyResolver } from "../../../lib/form-fields";
import { useSettingsForm } from "../settings/use-settings-form";
import { saveInvoicingSettings } from "./api/invoices";

/** The contract's ADDRESS_LINES_MAX, named here so the page's chunk does not carry the schemas (the test checks it). */
export const ADDRESS_LINES = 4;

// The contract's schema, and zod with it, load at the form's first check (docs/decisions/027).
const resolver = lazyResolver<InvoicingSettingsInput, InvoicingSettings>(async () => {
  const [{ zodResolver }, { invoicingSettingsInput }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@hometools/contract"),
  ]);
  return zodResolver(invoicingSettingsInput);
});

/** The API names a field's error as the form does (`addressLines.1` too). */
const fieldNames = [
  "legalName",
  "addressLines",
  ...Array.from({ length: ADDRESS_LINES }, (_, index) => `addressLines.${index}` as const),
  "city",
  "postalCode",
  "country",
  "taxId",
  "invoicePrefix",
  "creditNotePrefix",
  "footer",
] as const;
const apiNames = Object.fromEntries(fieldNames.map((name) => [name, name]));

/**
 * Who invoices and credit notes name as the seller (owner): legal name, 1 to 4 address lines, city,
 * postal code, country, tax ID, the numbers' prefixes and the footer. Checked with the contract's
 * schema before it is sent; the server's word on a field shows under it too.
 */
export function InvoicingSettingsForm({
  settings,
  onSaved,
}: {
  settings: InvoicingSettings;
  onSaved: (saved: InvoicingSettings) => void;
}) {
  const { form, onSubmit, problem } = useSettingsForm({
    settings,
    resolver,
    save: saveInvoicingSettings,
    success: "Invoicing settings saved",
    apiNames,
    onSaved,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const field = fieldBinder(register, errors);

  const linesError = errors.addressLines as (FieldError & { root?: FieldError }) | undefined;
  return (
    <Box
      component="form"
      aria-label="Invoicing settings"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: "grid", gap: 2, maxWidth: 640 }}
    >
      <Typography variant="h6" component="h2">
        Invoicing settings
      </Typography>
      <Typography sx={{ color: "text.secondary", mt: -1 }}>
        The seller the next invoices and credit notes print; those issued before keep what they printed.
      </Typography>
      <TextField label="Legal name" required {...field("legalName")} />
      <Controller
        name="addressLines"
        control={control}
        render={({ field: { value, onChange, onBlur, ref } }) => (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: "grid", gap: 2, minWidth: 0 }}>
            <Box component="legend" sx={{ fontWeight: 600, mb: 1 }}>
              Street address
            </Box>
            {value.map((line, index) => (
              <Box key={index} sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
                <TextField
                  label={`Address line ${index + 1}`}
                  required={index === 0}
                  fullWidth
                  value={line}
                  inputRef={index === 0 ? ref : undefined}
                  onBlur={onBlur}
                  onChange={(event) => onChange(value.map((old, at) => (at === index ? event.target.value : old)))}
                  error={!!errors.addressLines?.[index]}
                  helperText={errors.addressLines?.[index]?.message}
                />
                {value.length > 1 && (
                  <Button
                    aria-label={`Remove address line ${index + 1}`}
                    color="secondary"
                    sx={{ mt: 1 }}
                    onClick={() => onChange(value.filter((_, at) => at !== index))}
                  >
                    Remove
                  </Button>
                )}
              </Box>
            ))}
            {(linesError?.message ?? linesError?.root?.message) && (
              <Typography role="alert" variant="body2" sx={{ color: "error.main" }}>
                {linesError?.message ?? linesError?.root?.message}
              </Typography>
            )}
            {value.length < ADDRESS_LINES && (
              <Box>
                <Button variant="outlined" size="small" onClick={() => onChange([...value, ""])}>
                  Add address line
                </Button>
              </Box>
            )}
          </Box>
        )}
      />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr 1fr" } }}>
        <TextField label="City" required {...field("city")} />
        <TextField label="Postal code" required {...field("postalCode")} />
        <TextField label="Country" required {...field("country", "ISO code: US, DE")} />
      </Box>
      <TextField label="Tax ID" {...field("taxId", 'Printed as "VAT ID"; optional')} />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <TextField label="Invoice prefix" {...field("invoicePrefix", "1 to 10 of A-Z and 0-9: INV-2026-000001")} />
        <TextField
          label="Credit note prefix"
          {...field("creditNotePrefix", "1 to 10 of A-Z and 0-9: CN-2026-000001")}
        />
      </Box>
      <TextField
        label="Footer"
        multiline
        minRows={2}
        {...field("footer", "Printed at the foot of every document; at most 500 characters")}
      />
      {problem && <Alert severity="error">{problem}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Save settings
        </Button>
      </Box>
    </Box>
  );
}
