import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import { Controller, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";

/** A labelled checkbox bound to one boolean field of a react-hook-form form (the Taxes page's forms). */
export function Tick<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, boolean>;
  label: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { value, onChange, ref } }) => (
        <FormControlLabel
          control={
            <Checkbox
              checked={Boolean(value)}
              onChange={(event) => onChange(event.target.checked)}
              slotProps={{ input: { ref } }}
            />
          }
          label={label}
        />
      )}
    />
  );
}
