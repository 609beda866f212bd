import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState, type ReactNode } from "react";

/** UTC days, both included: "2026-11-01" to "2026-11-29". */
export interface DayRange {
  from: string;
  to: string;
}

/** This month in UTC days, the 1st to today: "2026-11-01" to "2026-11-29" (the reports' first range). */
export function thisMonth(now = new Date()): DayRange {
  const to = now.toISOString().slice(0, 10);
  return { from: `${to.slice(0, 8)}01`, to };
}

/**
 * The days a report covers (the tax report, the invoices): From and To as typed, checked here (both
 * given, From not after To), shown with Show; `children` sit beside it (a Download CSV button).
 */
export function DayRangeForm({
  label,
  range,
  onShow,
  children,
}: {
  label: string;
  /** The days shown now: the fields start from them. */
  range: DayRange;
  onShow: (range: DayRange) => void;
  children?: ReactNode;
}) {
  const [typed, setTyped] = useState(range);
  const problem =
    !typed.from || !typed.to ? "Choose both days" : typed.from > typed.to ? "From must not be after To" : null;
  const day = (end: keyof DayRange, text: string, helperText: string) => (
    <TextField
      label={text}
      type="date"
      size="small"
      value={typed[end]}
      onChange={(event) => setTyped({ ...typed, [end]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      error={end === "from" && problem !== null}
      helperText={helperText}
    />
  );
  return (
    <Stack
      component="form"
      aria-label={label}
      direction={{ xs: "column", sm: "row" }}
      spacing={2}
      sx={{ alignItems: { sm: "flex-start" }, mb: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (problem === null) onShow(typed);
      }}
    >
      {day("from", "From (UTC)", problem ?? " ")}
      {day("to", "To (UTC)", " ")}
      <Button type="submit" variant="contained" disabled={problem !== null} sx={{ whiteSpace: "nowrap" }}>
        Show
      </Button>
      {children}
    </Stack>
  );
}
