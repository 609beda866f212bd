import type { DayStats } from "@hometools/contract";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import { formatMoney } from "../../../lib/format";

/** The drawing's height; its legend adds about 30 px (daily-charts.tsx keeps the room for both). */
const HEIGHT = 240;
/** "11-24" under each day: the year is in the period's caption. */
const shortDay = (date: string) => date.slice(5);

/** Revenue per day, paid and refunded, as an MUI X line chart. Loaded only with the overview's charts. */
export function RevenueChart({ days }: { days: readonly DayStats[] }) {
  return (
    <LineChart
      height={HEIGHT}
      xAxis={[{ scaleType: "point", data: days.map((day) => day.date), valueFormatter: shortDay }]}
      yAxis={[{ width: 72, valueFormatter: (value: number) => formatMoney(value) }]}
      series={[
        { data: days.map((day) => day.revenue), label: "Paid", area: true, color: "#1B1F23", showMark: false },
        { data: days.map((day) => day.refunded), label: "Refunded", color: "#B42318", showMark: false },
      ]}
      margin={{ left: 8, right: 8 }}
      skipAnimation
    />
  );
}

/** Orders per day, placed and paid, as an MUI X bar chart. */
export function OrdersChart({ days }: { days: readonly DayStats[] }) {
  return (
    <BarChart
      height={HEIGHT}
      xAxis={[{ scaleType: "band", data: days.map((day) => day.date), valueFormatter: shortDay }]}
      yAxis={[{ width: 40, tickMinStep: 1 }]}
      series={[
        { data: days.map((day) => day.orders), label: "Placed", color: "#9A6B2F" },
        { data: days.map((day) => day.paidOrders), label: "Paid", color: "#1B1F23" },
      ]}
      margin={{ left: 8, right: 8 }}
      skipAnimation
    />
  );
}
