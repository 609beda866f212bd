import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DashboardPanel } from "../../../components/layout/dashboard-panel";
import { DataTable } from "../../../components/tables/data-table";
import { LoadError } from "../../../components/feedback/query-states";
import { TableSkeleton } from "../../../components/tables/table-skeleton";
import { formatMoney, formatRate } from "../../../lib/format";
import { useWrite } from "../../../lib/api/use-write";
import { downloadTaxReportCsv, useTaxReport } from "./api/taxes";

/** A UTC day, `daysAgo` before today: "2026-11-28". */
const utcDay = (daysAgo = 0) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * Tax report (owner): per jurisdiction, the tax collected on the orders paid in the chosen UTC days
 * (both included), the tax inside the refunds made in them, and the net; the same as a CSV file.
 */
export function TaxReportPage() {
  const [range, setRange] = useState({ from: utcDay(29), to: utcDay() });
  const [typed, setTyped] = useState(range);
  const problem =
    !typed.from || !typed.to ? "Choose both days" : typed.from > typed.to ? "From must not be after To" : null;
  const { state, retry } = useTaxReport(range.from, range.to);
  const { run, busy } = useWrite();

  return (
    <DashboardPanel title="Tax report" subtitle="Tax per jurisdiction over UTC days, both included (at most 366).">
      <Stack
        component="form"
        aria-label="Report period"
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ alignItems: { sm: "flex-start" }, mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (problem === null) setRange(typed);
        }}
      >
        <TextField
          label="From (UTC)"
          type="date"
          size="small"
          value={typed.from}
          onChange={(event) => setTyped({ ...typed, from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          error={problem !== null}
          helperText={problem ?? " "}
        />
        <TextField
          label="To (UTC)"
          type="date"
          size="small"
          value={typed.to}
          onChange={(event) => setTyped({ ...typed, to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText=" "
        />
        <Button type="submit" variant="contained" disabled={problem !== null} sx={{ whiteSpace: "nowrap" }}>
          Show
        </Button>
        <Button
          variant="outlined"
          sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
          disabled={busy}
          onClick={() =>
            void run(() => downloadTaxReportCsv(range.from, range.to), { success: "Tax report downloaded" })
          }
        >
          Download CSV
        </Button>
      </Stack>
      {state.status === "error" ? (
        <LoadError what="the tax report" error={state.error} onRetry={retry} />
      ) : state.data ? (
        state.data.rows.length === 0 ? (
          <Typography>
            No tax collected or refunded from {state.data.from} to {state.data.to}.
          </Typography>
        ) : (
          <Box>
            <DataTable
              label={`Tax from ${state.data.from} to ${state.data.to}`}
              columns={["Country", "Region", "Label", "Rate", "Taxable", "Collected", "Refunded", "Net"]}
              minWidth={760}
            >
              {state.data.rows.map((row) => (
                <TableRow key={`${row.country}/${row.region ?? ""}/${row.label}/${row.rate}`}>
                  <TableCell>{row.country}</TableCell>
                  <TableCell>{row.region ?? "All"}</TableCell>
                  <TableCell>{row.label}</TableCell>
                  <TableCell>{formatRate(row.rate)}%</TableCell>
                  <TableCell>{formatMoney(row.taxable)}</TableCell>
                  <TableCell>{formatMoney(row.collected)}</TableCell>
                  <TableCell>{formatMoney(row.refunded)}</TableCell>
                  <TableCell>{formatMoney(row.net)}</TableCell>
                </TableRow>
              ))}
            </DataTable>
          </Box>
        )
      ) : (
        <TableSkeleton label="Loading the tax report" />
      )}
    </DashboardPanel>
  );
}
