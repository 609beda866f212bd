import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { DashboardPanel } from "../../../components/layout/dashboard-panel";
import { LoadError } from "../../../components/feedback/query-states";
import { TableSkeleton } from "../../../components/tables/table-skeleton";
import { useStats } from "./api/stats";
import { DailyCharts } from "./daily-charts";
import { useProductDialogs } from "../catalogue/components/product-row-actions";
import { DailyTable } from "./daily-table";
import { ExportCsv } from "./export-csv";
import { Figures } from "./figures";
import { LowStock } from "./low-stock";
import { MailCounts } from "./mail-counts";
import { Section } from "./section";
import { TopTools } from "./top-tools";

// The charts library loads with the charts as they scroll into view (daily-charts.tsx); the Edit and
// Stock dialogs load when an admin opens one (../catalogue/components/product-row-actions.tsx). The
// page's first paint waits for neither (docs/decisions/028).

const periods = [7, 30, 90] as const;
type Period = (typeof periods)[number];

/**
 * The admin's overview (docs/decisions/028): revenue and orders per UTC day over 7, 30 or 90 days as
 * charts with the figures in a table, the best sellers, the tools low on stock (each with Edit and
 * Stock), the stock unpaid orders hold, disputes, and the orders of a range as a CSV file. Each
 * section is a component of overview/.
 */
export function OverviewPage() {
  const [period, setPeriod] = useState<Period>(30);
  const { state, retry } = useStats(period);
  const { edit, stock, dialogs } = useProductDialogs(() => retry());

  // The figures render in a transition (useApiQuery's answers do): React splits the work into short
  // tasks, so the page stays responsive while the tables and charts build.
  const stats = state.data;
  const today = stats?.days.at(-1)?.date;
  return (
    <DashboardPanel
      title="Overview"
      subtitle={`Figures per UTC day${today ? `; today is ${today} (UTC)` : ""}.`}
      actions={
        <ToggleButtonGroup
          value={period}
          exclusive
          size="small"
          aria-label="Period"
          onChange={(_, value: Period | null) => value && setPeriod(value)}
        >
          {periods.map((days) => (
            <ToggleButton key={days} value={days}>
              {days} days
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      {state.status === "error" ? (
        <LoadError what="the overview" error={state.error} onRetry={retry} />
      ) : stats === undefined ? (
        <TableSkeleton label="Loading the overview" rows={6} />
      ) : (
        <Stack spacing={4}>
          <Figures stats={stats} />
          <Section title="Per day">
            <DailyCharts days={stats.days} />
            <DailyTable days={stats.days} />
          </Section>
          <Section title="Top tools by revenue">
            <TopTools stats={stats} />
          </Section>
          <Section title="Low on stock">
            <LowStock stats={stats} onEdit={edit} onStock={stock} />
          </Section>
          <Section title="Mails">
            <MailCounts mails={stats.mails} />
          </Section>
          <ExportCsv key={period} from={stats.days[0]!.date} to={stats.days.at(-1)!.date} />
        </Stack>
      )}
      {dialogs}
    </DashboardPanel>
  );
}
