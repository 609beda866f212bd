import type { DayStats } from "@hometools/contract";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, type ReactNode } from "react";
import { formatMoney } from "../../../lib/format";
import { useInView } from "../../../lib/use-in-view";

// The charts library (about 100 kB) loads with the first chart that comes into view, and nowhere else.
const RevenueChart = lazy(async () => ({ default: (await import("./chart-drawings")).RevenueChart }));
const OrdersChart = lazy(async () => ({ default: (await import("./chart-drawings")).OrdersChart }));

/** A drawing and its legend: the room each chart keeps while it loads, so nothing below it moves. */
const CHART_HEIGHT = 270;

/** The busiest day of `days` by `value`, for the chart's text summary. */
function peak(days: readonly DayStats[], value: (day: DayStats) => number) {
  return days.reduce((best, day) => (value(day) > value(best) ? day : best), days[0]!);
}

/**
 * Revenue and orders per UTC day. Each chart is one image to assistive technology, with a sentence
 * for its alt text; the figures of every day are in the table beside the charts. A chart is drawn
 * when it scrolls into view: on a phone both are below the figures, and loading the library and
 * drawing (it measures the text of every axis label) would hold up the page as it opens
 * (docs/decisions/027).
 */
export function DailyCharts({ days }: { days: readonly DayStats[] }) {
  const top = peak(days, (day) => day.revenue);
  const busiest = peak(days, (day) => day.orders);
  const period = `${days[0]!.date} to ${days.at(-1)!.date}`;
  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "1fr 1fr" } }}>
      <ChartFigure
        caption="Revenue per day"
        alt={`Revenue per day, ${period}: highest ${formatMoney(top.revenue)} on ${top.date}.`}
      >
        <RevenueChart days={days} />
      </ChartFigure>
      <ChartFigure
        caption="Orders per day"
        alt={`Orders per day, ${period}: most ${busiest.orders} placed on ${busiest.date}.`}
      >
        <OrdersChart days={days} />
      </ChartFigure>
    </Box>
  );
}

function ChartFigure({ caption, alt, children }: { caption: string; alt: string; children: ReactNode }) {
  const { ref, inView } = useInView<HTMLDivElement>({ threshold: 0 });
  const placeholder = <Skeleton variant="rounded" height={CHART_HEIGHT} />;
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {caption}
      </Typography>
      <Box ref={ref} role="img" aria-label={alt} sx={{ minHeight: CHART_HEIGHT }}>
        {inView ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
      </Box>
    </Box>
  );
}
