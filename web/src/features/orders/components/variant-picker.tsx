import type { ProductVariant } from "@hometools/contract";
import type { ProductOption } from "@hometools/contract/variant-rules";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import { useId } from "react";
import { valueChoices, valueLabel, variantAfterChoosing } from "../../../lib/variants";

/**
 * The purchase page's choice of a tool's variant: a radio group per option, labelled by the option's
 * name ("Size"); a value that leads to no pieces says "(out of stock)" and can still be chosen.
 */
export function VariantPicker({
  options,
  variants,
  chosen,
  onChoose,
}: {
  options: readonly ProductOption[];
  variants: readonly ProductVariant[];
  chosen: ProductVariant;
  onChoose: (variant: ProductVariant) => void;
}) {
  const id = useId();
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      {options.map((option, index) => (
        <FormControl key={option.name}>
          <FormLabel id={`${id}-${index}`} sx={{ fontWeight: 700 }}>
            {option.name}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-${index}`}
            name={`${id}-${index}`}
            value={chosen.options[option.name] ?? ""}
            onChange={(_event, value) => {
              const next = variantAfterChoosing(options, variants, chosen.options, option.name, value);
              if (next) onChoose(next);
            }}
          >
            {valueChoices(options, variants, chosen.options, option).map((choice) => (
              <FormControlLabel
                key={choice.value}
                value={choice.value}
                control={<Radio />}
                label={valueLabel(choice)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      ))}
    </Stack>
  );
}
