import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DayRangeForm } from "../../../components/forms/day-range-form";
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
  const { state, retry } = useTaxReport(range.from, range.to);
  const { run, busy } = useWrite();

  return (
    <DashboardPanel title="Tax report" subtitle="Tax per jurisdiction over UTC days, both included (at most 366).">
      <DayRangeForm label="Report period" range={range} onShow={setRange}>
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
      </DayRangeForm>
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
