import type { MarketingSettings, MarketingSettingsInput } from "@hometools/contract";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Controller, useForm } from "react-hook-form";
import { lazyResolver } from "../../../lib/form-fields";
import { useWrite } from "../../../lib/api/use-write";
import { showServerErrors } from "../taxes/server-errors";
import { saveMarketingSettings } from "./api/marketing";

// The contract's schema, and zod with it, load at the form's first check (docs/decisions/027).
const resolver = lazyResolver<MarketingSettingsInput, MarketingSettings>(async () => {
  const [{ zodResolver }, { marketingSettingsInput }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@hometools/contract"),
  ]);
  return zodResolver(marketingSettingsInput);
});

const apiNames = { enabled: "enabled", delayHours: "delayHours" } as const;

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
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<MarketingSettingsInput, unknown, MarketingSettings>({
    resolver,
    defaultValues: settings,
    mode: "onTouched",
  });
  const { run } = useWrite();

  const onSubmit = handleSubmit(async (values) => {
    const done = await run(() => saveMarketingSettings(values), { success: "Marketing settings saved", inline: true });
    if (done.ok) {
      reset(done.value);
      onSaved(done.value);
    } else {
      const problem = showServerErrors(done.error, setError, apiNames);
      if (problem) setError("root", { message: problem });
    }
  });

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
      {errors.root?.message && (
        <Typography role="alert" sx={{ color: "error.main" }}>
          {errors.root.message}
        </Typography>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Save settings
        </Button>
      </Box>
    </Box>
  );
}
