import type { ProductVariant } from "@hometools/contract";
import type { ProductOption } from "@hometools/contract/variant-rules";
import { useId } from "react";
import { valueChoices, valueLabel, variantAfterChoosing } from "../../../lib/variants";
import styles from "../tool-page.module.css";

/**
 * The tool's options, a radio group each ("Size": 6 in, 8 in, 10 in), in plain elements like the rest
 * of this page (no MUI on a page a visitor opens cold, docs/decisions/005): a fieldset whose legend
 * names the group, native radios with their labels, arrow keys moving within a group. A value that
 * leads to no pieces says "(out of stock)" and can still be chosen, so its page can say so.
 */
export function VariantChoice({
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
    <div className={styles.options}>
      {options.map((option, index) => (
        <fieldset key={option.name} role="radiogroup" aria-labelledby={`${id}-${index}`} className={styles.option}>
          <legend id={`${id}-${index}`}>{option.name}</legend>
          {valueChoices(options, variants, chosen.options, option).map((choice) => (
            <label key={choice.value} className={choice.outOfStock ? `${styles.value} ${styles.none}` : styles.value}>
              <input
                type="radio"
                name={`${id}-${index}`}
                value={choice.value}
                checked={chosen.options[option.name] === choice.value}
                onChange={() => {
                  const next = variantAfterChoosing(options, variants, chosen.options, option.name, choice.value);
                  if (next) onChoose(next);
                }}
              />
              {valueLabel(choice)}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
