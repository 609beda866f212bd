import { MAX_OPTIONS } from "@hometools/contract/variant-rules";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { addOption, addValue, canAddOption, removeOption, removeValue, renameOption } from "./draft-edits";
import type { Draft, FieldMessages } from "./variant-draft";

export interface DraftChange {
  /** The draft as it is now. */
  draft: Draft;
  /** The field whose message the change answers; none: the rows moved, every message goes. */
  field?: string;
}

/** The option's name in labels and messages: "Size", or "option 2" until it has one. */
export const optionLabel = (name: string, place: number) => name.trim() || `option ${place + 1}`;

/**
 * "Options": up to 3, each a name and its values as chips. A value is added with Enter or Add; a
 * chip goes with its delete icon, or Delete or Backspace while it has focus (MUI's Chip), and takes
 * its rows out of the table with it.
 */
export function OptionsEditor({
  draft,
  fields,
  onChange,
  onSay,
}: {
  draft: Draft;
  fields: FieldMessages;
  onChange: (change: DraftChange) => void;
  onSay: (sentence: string) => void;
}) {
  const hint = useId();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState<Record<string, string>>({});
  // Focus goes somewhere useful when what had it goes: a removed chip's option's value input, or Add option.
  const valueInputs = useRef(new Map<string, HTMLInputElement>());
  const addOptionButton = useRef<HTMLButtonElement>(null);

  const add = (place: number) => {
    const key = draft.options[place]!.key;
    const next = addValue(draft, place, typed[key] ?? "");
    if (typeof next === "string") {
      setRefused((now) => ({ ...now, [key]: next }));
      return;
    }
    setTyped((now) => ({ ...now, [key]: "" }));
    setRefused((now) => ({ ...now, [key]: "" }));
    onChange({ draft: next, field: `options.${place}.values` });
  };
  const remove = (place: number, value: string) => {
    const { draft: next, rowsRemoved } = removeValue(draft, place, value);
    onChange({ draft: next });
    valueInputs.current.get(draft.options[place]!.key)?.focus();
    const name = optionLabel(draft.options[place]!.name, place);
    onSay(
      rowsRemoved > 0
        ? `Removed ${value} from ${name} and its ${rowsRemoved === 1 ? "variant" : `${rowsRemoved} variants`}; save to apply.`
        : `Removed ${value} from ${name}.`,
    );
  };
  const onEnter = (place: number) => (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    // Enter adds the value; it never submits a form around the editor.
    event.preventDefault();
    add(place);
  };

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      {draft.options.length === 0 && (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          No options: the tool is sold as one, with the price and stock above. Add an option (Size, Length...) to sell
          it in several.
        </Typography>
      )}
      {draft.options.map((option, place) => {
        const name = optionLabel(option.name, place);
        const valuesError =
          refused[option.key] ||
          fields[`options.${place}.values`] ||
          valueError(fields, place) ||
          fields[`options.${place}`];
        return (
          <Box
            key={option.key}
            component="fieldset"
            sx={{ border: "1px solid #D6D0C6", borderRadius: 2, m: 0, p: 2, display: "grid", gap: 1.5 }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              Option {place + 1}
            </Typography>
            <TextField
              label={`Option ${place + 1} name`}
              size="small"
              autoFocus={option.key.includes(":new-")}
              value={option.name}
              onChange={(event) =>
                onChange({ draft: renameOption(draft, place, event.target.value), field: `options.${place}.name` })
              }
              error={Boolean(fields[`options.${place}.name`])}
              helperText={fields[`options.${place}.name`] ?? "e.g. Size"}
              slotProps={{ htmlInput: { maxLength: 20 } }}
            />
            {option.values.length > 0 && (
              <Box
                component="ul"
                aria-label={`Values of ${name}`}
                sx={{ listStyle: "none", display: "flex", flexWrap: "wrap", gap: 1, m: 0, p: 0 }}
              >
                {option.values.map((value) => (
                  <li key={value}>
                    <Chip label={value} onDelete={() => remove(place, value)} aria-describedby={hint} />
                  </li>
                ))}
              </Box>
            )}
            <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
              <TextField
                label={`New value of ${name}`}
                size="small"
                value={typed[option.key] ?? ""}
                inputRef={(input: HTMLInputElement | null) => {
                  if (input) valueInputs.current.set(option.key, input);
                  else valueInputs.current.delete(option.key);
                }}
                onChange={(event) => setTyped((now) => ({ ...now, [option.key]: event.target.value }))}
                onKeyDown={onEnter(place)}
                error={Boolean(valuesError)}
                helperText={valuesError || "Type a value and press Enter, e.g. 8 in"}
                slotProps={{ htmlInput: { maxLength: 30 } }}
                sx={{ flex: 1 }}
              />
              <Button
                variant="outlined"
                onClick={() => add(place)}
                aria-label={`Add value to ${name}`}
                sx={{ mt: 0.25 }}
              >
                Add
              </Button>
            </Box>
            <Box>
              <Button
                size="small"
                color="error"
                onClick={() => {
                  onChange({ draft: removeOption(draft, place) });
                  onSay(`Removed the option ${name}; save to apply.`);
                  addOptionButton.current?.focus();
                }}
              >
                Remove option {name}
              </Button>
            </Box>
          </Box>
        );
      })}
      <Typography id={hint} variant="body2" sx={{ color: "text.secondary" }}>
        {draft.options.some((option) => option.values.length > 0)
          ? "To remove a value, press Delete or Backspace on it, or use its delete icon."
          : `Up to ${MAX_OPTIONS} options.`}
      </Typography>
      {fields.options && (
        <Typography role="alert" variant="body2" sx={{ color: "error.main" }}>
          {fields.options}
        </Typography>
      )}
      <Box>
        <Button
          ref={addOptionButton}
          variant="outlined"
          onClick={() => onChange({ draft: addOption(draft) })}
          disabled={!canAddOption(draft)}
        >
          Add option
        </Button>
      </Box>
    </Box>
  );
}

/** The first message about one of the option's values (`options.0.values.2`). */
function valueError(fields: FieldMessages, place: number): string | undefined {
  const prefix = `options.${place}.values.`;
  return Object.entries(fields).find(([name]) => name.startsWith(prefix))?.[1];
}
