import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useWrite } from "../../../lib/api/use-write";
import { downloadOrdersCsv } from "./api/stats";

/** "Export CSV": the lines of the orders placed from one UTC day to another, as a file. */
export function ExportCsv({ from: periodFrom, to: periodTo }: { from: string; to: string }) {
  const [from, setFrom] = useState(periodFrom);
  const [to, setTo] = useState(periodTo);
  const { run, busy } = useWrite();
  const problem = !from || !to ? "Choose both days" : from > to ? "From must not be after To" : null;
  return (
    <Box component="section" aria-label="Export orders">
      <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
        Export orders
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 1.5 }}>
        One row per line of every order placed on these UTC days, both included (at most 366 days).
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
        <TextField
          label="From (UTC)"
          type="date"
          size="small"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          error={problem !== null && from > to}
          helperText={problem ?? " "}
        />
        <TextField
          label="To (UTC)"
          type="date"
          size="small"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText=" "
        />
        <Button
          variant="contained"
          sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
          disabled={busy || problem !== null}
          onClick={() => void run(() => downloadOrdersCsv(from, to), { success: "Orders exported" })}
        >
          Export CSV
        </Button>
      </Stack>
    </Box>
  );
}
