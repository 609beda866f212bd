import type { MarketingSettings, MarketingSettingsInput } from "@hometools/contract";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Controller } from "react-hook-form";
import { lazyResolver } from "../../../lib/form-fields";
import { useSettingsForm } from "../settings/use-settings-form";
import { saveMarketingSettings } from "./api/marketing";

// The contract's schema, and zod with it, load at the form's first check (docs/decisions/027).
const resolver = lazyResolver<MarketingSettingsInput, MarketingSettings>(async () => {
  const [{ zodResolver }, { marketingSettingsInput }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@hometools/contract"),
  ]);
  return zodResolver(marketingSettingsInput);
});

const apiNames = { enabled: "enabled", delayHours: "delayHours" } as const satisfies Record<
  string,
  keyof MarketingSettingsInput
>;

/**
 * The abandoned-cart reminders (owner): on or off, and how many hours a cart rests unchanged before
 * the first one (decimals allowed). Shoppers who did not consent get none whatever is set here.
 */
export function MarketingSettingsForm({
  settings,
  onSaved,
}: {
  settings: MarketingSettings;
  onSaved: (saved: MarketingSettings) => void;
}) {
  const { form, onSubmit, problem } = useSettingsForm({
    settings,
    resolver,
    save: saveMarketingSettings,
    success: "Marketing settings saved",
    apiNames,
    onSaved,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <Box
      component="form"
      aria-label="Marketing settings"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: "grid", gap: 2, maxWidth: 480 }}
    >
      <Typography variant="h6" component="h2">
        Abandoned-cart reminders
      </Typography>
      <Typography sx={{ color: "text.secondary", mt: -1 }}>
        Only shoppers who agreed to emails get them: at most two a cart, none once they order.
      </Typography>
      <Controller
        name="enabled"
        control={control}
        render={({ field: { value, onChange, onBlur } }) => (
          <FormControlLabel
            control={<Switch checked={value} onChange={(event) => onChange(event.target.checked)} onBlur={onBlur} />}
            label="Send reminders"
          />
        )}
      />
      <TextField
        label="Delay (hours)"
        type="number"
        slotProps={{ htmlInput: { step: "any", min: 0.001, inputMode: "decimal" } }}
        error={!!errors.delayHours}
        helperText={errors.delayHours?.message ?? "How long a cart rests unchanged before its first reminder"}
        {...register("delayHours", { valueAsNumber: true })}
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
