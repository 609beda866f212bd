import type { MarketingStats } from "@hometools/contract";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { DayRangeForm, thisMonth } from "../../../components/forms/day-range-form";
import { LoadError } from "../../../components/feedback/query-states";
import { DashboardPanel } from "../../../components/layout/dashboard-panel";
import { FigureList } from "../../../components/layout/figure-list";
import { DataTable } from "../../../components/tables/data-table";
import { TableSkeleton } from "../../../components/tables/table-skeleton";
import { paths } from "../../../config/paths";
import { formatMoney } from "../../../lib/format";
import { useTeamRole } from "../../../lib/session/team-role";
import { useMarketingSettings, useMarketingStats, useWantedTool } from "./api/marketing";
import { MarketingSettingsForm } from "./marketing-settings-form";

/** The range's figures, each a label and its value. */
function StatFigures({ stats, label }: { stats: MarketingStats; label: string }) {
  const waiting = stats.alertsWaiting.reduce((sum, row) => sum + row.count, 0);
  return (
    <Box sx={{ mb: 3 }}>
      <FigureList
        label={label}
        columns={3}
        figures={[
          ["Reminders sent", String(stats.remindersSent)],
          ["Carts recovered", String(stats.cartsRecovered)],
          ["Recovered revenue", formatMoney(stats.recoveredRevenue)],
          ["Back-in-stock mails sent", String(stats.alertsSent)],
          ["Alerts waiting", String(waiting)],
        ]}
      />
    </Box>
  );
}

/** A row of waiting alerts: the tool's name and option (asked of the public API), linking to its page. */
function WaitingRow({ row }: { row: MarketingStats["alertsWaiting"][number] }) {
  const tool = useWantedTool(row.productId).state.data;
  const variant = tool?.variants?.find((item) => item.id === row.variantId);
  const to = `${paths.tool(row.productId)}${row.variantId === "default" ? "" : `?variant=${encodeURIComponent(row.variantId)}`}`;
  return (
    <TableRow>
      <TableCell>
        <Link component={RouterLink} to={to}>
          {tool?.name ?? row.productId}
        </Link>
      </TableCell>
      <TableCell>{variant?.label || (row.variantId === "default" ? "" : row.variantId)}</TableCell>
      <TableCell>{row.count}</TableCell>
    </TableRow>
  );
}

/**
 * Marketing (owner and staff; docs/decisions/034): the chosen UTC days' reminders, recovered carts and
 * their revenue, back-in-stock mails, the alerts waiting now per tool, and (the owner's alone) the
 * reminders' settings.
 */
export function MarketingPage() {
  const owner = useTeamRole() === "owner";
  const [range, setRange] = useState(thisMonth);
  const stats = useMarketingStats(range.from, range.to);
  const settings = useMarketingSettings(owner);
  const label = `Marketing from ${range.from} to ${range.to}`;
  const data = stats.state.data;

  return (
    <DashboardPanel
      title="Marketing"
      subtitle="Reminders of carts left and back-in-stock mails, to shoppers who agreed to them; UTC days, both included."
    >
      <DayRangeForm label="Marketing period" range={range} onShow={setRange} />
      {stats.state.status === "error" ? (
        <LoadError what="the marketing figures" error={stats.state.error} onRetry={stats.retry} />
      ) : data ? (
        <>
          <StatFigures stats={data} label={label} />
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Alerts waiting
          </Typography>
          {data.alertsWaiting.length === 0 ? (
            <Typography>No one is waiting for a tool to come back.</Typography>
          ) : (
            <DataTable label="Alerts waiting per tool" columns={["Tool", "Option", "Waiting"]} minWidth={420}>
              {data.alertsWaiting.map((row) => (
                <WaitingRow key={`${row.productId}/${row.variantId}`} row={row} />
              ))}
            </DataTable>
          )}
        </>
      ) : (
        <TableSkeleton label="Loading the marketing figures" />
      )}
      {owner && (
        <>
          <Divider sx={{ my: 3 }} />
          {settings.state.status === "error" && (
            <LoadError what="the marketing settings" error={settings.state.error} onRetry={settings.retry} />
          )}
          {settings.state.data ? (
            <MarketingSettingsForm settings={settings.state.data} onSaved={(saved) => settings.update(() => saved)} />
          ) : (
            settings.state.status !== "error" && <TableSkeleton label="Loading the marketing settings" />
          )}
        </>
      )}
    </DashboardPanel>
  );
}
