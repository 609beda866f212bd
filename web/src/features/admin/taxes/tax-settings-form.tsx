import type { TaxSettings } from "@hometools/contract";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { fieldBinder } from "../../../lib/form-fields";
import { useWrite } from "../../../lib/api/use-write";
import { saveTaxSettings } from "./api/taxes";
import { showServerErrors } from "./server-errors";
import { Tick } from "./tick";

interface Values {
  pricesIncludeTax: boolean;
  country: string;
  region: string;
}

const apiNames: Record<string, keyof Values> = {
  pricesIncludeTax: "pricesIncludeTax",
  "shopAddress.country": "country",
  "shopAddress.region": "region",
};

/** Whether prices include tax, and where the shop is (the spec's one-product orders use its rate). */
export function TaxSettingsForm({
  settings,
  onSaved,
}: {
  settings: TaxSettings;
  onSaved: (saved: TaxSettings) => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      pricesIncludeTax: settings.pricesIncludeTax,
      country: settings.shopAddress.country,
      region: settings.shopAddress.region ?? "",
    },
  });
  const field = fieldBinder(register, errors);
  const { run } = useWrite();
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const done = await run(
      () =>
        saveTaxSettings({
          pricesIncludeTax: values.pricesIncludeTax,
          shopAddress: { country: values.country, region: values.region.trim() || null },
        }),
      { success: "Tax settings saved", inline: true },
    );
    if (done.ok) onSaved(done.value);
    else setProblem(showServerErrors(done.error, setError, apiNames));
  });

  return (
    <Box
      component="form"
      aria-label="Tax settings"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: "grid", gap: 2, maxWidth: 520 }}
    >
      <Typography variant="h6" component="h2">
        Settings
      </Typography>
      <Tick
        control={control}
        name="pricesIncludeTax"
        label="Prices include tax (VAT style); unticked, tax is added on top (US style)"
      />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <TextField label="Shop country" {...field("country", "ISO code: US, DE")} />
        <TextField label="Shop region" {...field("region", "A US state (NY) or a subdivision; optional")} />
      </Box>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Save settings
        </Button>
      </Box>
    </Box>
  );
}
