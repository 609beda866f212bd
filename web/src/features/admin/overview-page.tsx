import type { DayStats, Product, Stats } from "@hometools/contract";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { DashboardPanel } from "../../components/dashboard-panel";
import { DataTable } from "../../components/data-table";
import { EmptyState, LoadError } from "../../components/query-states";
import { TableSkeleton } from "../../components/table-skeleton";
import { api } from "../../lib/api-client";
import { formatMoney } from "../../lib/format";
import { useWrite } from "../../lib/use-write";
import { downloadOrdersCsv, useStats } from "./api/stats";
import { DailyCharts } from "./components/daily-charts";

// The charts library loads with the charts as they scroll into view (components/daily-charts.tsx);
// the dialogs load when an admin opens one. The page's first paint waits for neither
// (docs/decisions/028).
const EditProductDialog = lazy(async () => ({
  default: (await import("./components/edit-product-dialog")).EditProductDialog,
}));
const StockDialog = lazy(async () => ({ default: (await import("./components/stock-dialog")).StockDialog }));

const periods = [7, 30, 90] as const;
type Period = (typeof periods)[number];

const sum = (days: readonly DayStats[], value: (day: DayStats) => number) =>
  days.reduce((total, day) => total + value(day), 0);
const count = (value: number, noun: string) => `${value} ${noun}${value === 1 ? "" : "s"}`;
/** Adds dollars as cents, so 30 days of prices add up to the cent. */
const sumDollars = (days: readonly DayStats[], value: (day: DayStats) => number) =>
  Math.round(sum(days, (day) => Math.round(value(day) * 100))) / 100;

/**
 * The admin's overview (docs/decisions/028): revenue and orders per UTC day over 7, 30 or 90 days as
 * charts with the figures in a table, the best sellers, the tools low on stock (each with Edit and
 * Stock), the stock unpaid orders hold, disputes, and the orders of a range as a CSV file.
 */
export function OverviewPage() {
  const [period, setPeriod] = useState<Period>(30);
  const { state, retry } = useStats(period);
  const [editing, setEditing] = useState<Product | null>(null);
  const [stocking, setStocking] = useState<Product | null>(null);
  const open = useWrite<string>();

  const openProduct = (id: string, then: (product: Product) => void) =>
    open.run(async () => then(await api.get<Product>(`/product/${encodeURIComponent(id)}`, { auth: false })), {
      key: id,
    });

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
            <LowStock
              stats={stats}
              isBusy={(id) => open.isBusy(id)}
              onEdit={(id) => openProduct(id, setEditing)}
              onStock={(id) => openProduct(id, setStocking)}
            />
          </Section>
          <ExportCsv key={period} from={stats.days[0]!.date} to={stats.days.at(-1)!.date} />
        </Stack>
      )}
      <Suspense fallback={null}>
        {editing && <EditProductDialog product={editing} onClose={() => setEditing(null)} onSaved={() => retry()} />}
        {stocking && (
          <StockDialog
            product={stocking}
            onClose={() => setStocking(null)}
            onMoved={(moved) => {
              setStocking(moved);
              retry();
            }}
          />
        )}
      </Suspense>
    </DashboardPanel>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Figures({ stats }: { stats: Stats }) {
  const { days, openHolds, disputes } = stats;
  const figures: Array<[string, string]> = [
    ["Revenue", formatMoney(sumDollars(days, (day) => day.revenue))],
    ["Refunded", formatMoney(sumDollars(days, (day) => day.refunded))],
    ["Shipping charged", formatMoney(sumDollars(days, (day) => day.shipping))],
    ["Discounts given", formatMoney(sumDollars(days, (day) => day.discount))],
    ["Orders placed", String(sum(days, (day) => day.orders))],
    ["Orders paid", String(sum(days, (day) => day.paidOrders))],
    ["Pieces sold", String(sum(days, (day) => day.pieces))],
    ["Open holds", `${count(openHolds.orders, "order")} · ${count(openHolds.pieces, "piece")}`],
    ["Disputes", String(disputes)],
  ];
  return (
    <Box
      component="dl"
      aria-label={`The last ${days.length} days`}
      sx={{
        m: 0,
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(4, minmax(0, 1fr))" },
      }}
    >
      {figures.map(([label, value]) => (
        <Box key={label} sx={{ border: "1px solid #E5E0D8", borderRadius: 2, px: 1.5, py: 1, minWidth: 0 }}>
          <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: "1.15rem", overflowWrap: "anywhere" }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The charts' figures as text: every day, newest first, behind a summary a keyboard can open. */
function DailyTable({ days }: { days: readonly DayStats[] }) {
  return (
    <Box component="details" sx={{ mt: 2 }}>
      <Box component="summary" sx={{ cursor: "pointer", fontWeight: 600, py: 0.5 }}>
        The figures of each day
      </Box>
      <DataTable
        label="Figures of each day"
        columns={["Day (UTC)", "Orders placed", "Orders paid", "Pieces", "Revenue", "Refunded"]}
        minWidth={560}
      >
        {[...days].reverse().map((day) => (
          <TableRow key={day.date}>
            <TableCell>{day.date}</TableCell>
            <TableCell>{day.orders}</TableCell>
            <TableCell>{day.paidOrders}</TableCell>
            <TableCell>{day.pieces}</TableCell>
            <TableCell>{formatMoney(day.revenue)}</TableCell>
            <TableCell>{formatMoney(day.refunded)}</TableCell>
          </TableRow>
        ))}
      </DataTable>
    </Box>
  );
}

function TopTools({ stats }: { stats: Stats }) {
  if (stats.topProducts.length === 0) return <EmptyState title="Nothing paid for in this period" />;
  return (
    <DataTable label="Top tools by revenue" columns={["Tool", "Pieces", "Revenue"]}>
      {stats.topProducts.map((product) => (
        <TableRow key={product.productId}>
          <TableCell>{product.name}</TableCell>
          <TableCell>{product.pieces}</TableCell>
          <TableCell>{formatMoney(product.revenue)}</TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}

function LowStock({
  stats,
  isBusy,
  onEdit,
  onStock,
}: {
  stats: Stats;
  isBusy: (id: string) => boolean;
  onEdit: (id: string) => void;
  onStock: (id: string) => void;
}) {
  if (stats.lowStock.length === 0) return <EmptyState title="Every tool has stock" />;
  return (
    <DataTable label="Tools low on stock" columns={["Tool", "Available", "Minimum order", "Action"]} minWidth={520}>
      {stats.lowStock.map((product) => (
        <TableRow key={product._id}>
          <TableCell>{product.name}</TableCell>
          <TableCell>{product.available}</TableCell>
          <TableCell>{product.minimumOrder}</TableCell>
          <TableCell>
            <Stack direction="row" spacing={1}>
              <Button
                variant="outlined"
                size="small"
                disabled={isBusy(product._id)}
                onClick={() => onEdit(product._id)}
                aria-label={`Edit ${product.name}`}
              >
                Edit
              </Button>
              <Button
                variant="outlined"
                size="small"
                disabled={isBusy(product._id)}
                onClick={() => onStock(product._id)}
                aria-label={`Stock of ${product.name}`}
              >
                Stock
              </Button>
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}

/** "Export CSV": the lines of the orders placed from one UTC day to another, as a file. */
function ExportCsv({ from: periodFrom, to: periodTo }: { from: string; to: string }) {
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
