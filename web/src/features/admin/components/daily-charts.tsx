import type { DayStats } from "@hometools/contract";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import { formatMoney } from "../../../lib/format";

const HEIGHT = 240;
/** "11-24" under each day: the year is in the period's caption. */
const shortDay = (date: string) => date.slice(5);

/** The busiest day of `days` by `value`, for the chart's text summary. */
function peak(days: readonly DayStats[], value: (day: DayStats) => number) {
  return days.reduce((best, day) => (value(day) > value(best) ? day : best), days[0]!);
}

/**
 * Revenue and orders per UTC day as MUI X Charts, loaded only with the overview. Each chart is one
 * image to assistive technology, with a sentence for its alt text; the figures of every day are in
 * the table beside the charts.
 */
export function DailyCharts({ days }: { days: readonly DayStats[] }) {
  const dates = days.map((day) => day.date);
  const top = peak(days, (day) => day.revenue);
  const busiest = peak(days, (day) => day.orders);
  const period = `${days[0]!.date} to ${days.at(-1)!.date}`;
  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "1fr 1fr" } }}>
      <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
        <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Revenue per day
        </Typography>
        <Box role="img" aria-label={`Revenue per day, ${period}: highest ${formatMoney(top.revenue)} on ${top.date}.`}>
          <LineChart
            height={HEIGHT}
            xAxis={[{ scaleType: "point", data: dates, valueFormatter: shortDay }]}
            yAxis={[{ width: 72, valueFormatter: (value: number) => formatMoney(value) }]}
            series={[
              { data: days.map((day) => day.revenue), label: "Paid", area: true, color: "#1B1F23", showMark: false },
              { data: days.map((day) => day.refunded), label: "Refunded", color: "#B42318", showMark: false },
            ]}
            margin={{ left: 8, right: 8 }}
            skipAnimation
          />
        </Box>
      </Box>
      <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
        <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Orders per day
        </Typography>
        <Box role="img" aria-label={`Orders per day, ${period}: most ${busiest.orders} placed on ${busiest.date}.`}>
          <BarChart
            height={HEIGHT}
            xAxis={[{ scaleType: "band", data: dates, valueFormatter: shortDay }]}
            yAxis={[{ width: 40, tickMinStep: 1 }]}
            series={[
              { data: days.map((day) => day.orders), label: "Placed", color: "#9A6B2F" },
              { data: days.map((day) => day.paidOrders), label: "Paid", color: "#1B1F23" },
            ]}
            margin={{ left: 8, right: 8 }}
            skipAnimation
          />
        </Box>
      </Box>
    </Box>
  );
}
