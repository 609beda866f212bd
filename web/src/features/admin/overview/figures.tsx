import type { DayStats, Stats } from "@hometools/contract";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatMoney } from "../../../lib/format";

const sum = (days: readonly DayStats[], value: (day: DayStats) => number) =>
  days.reduce((total, day) => total + value(day), 0);
const count = (value: number, noun: string) => `${value} ${noun}${value === 1 ? "" : "s"}`;
/** Adds dollars as cents, so 30 days of prices add up to the cent. */
const sumDollars = (days: readonly DayStats[], value: (day: DayStats) => number) =>
  Math.round(sum(days, (day) => Math.round(value(day) * 100))) / 100;

/** The period's totals, each a label and its figure. */
export function Figures({ stats }: { stats: Stats }) {
  const { days, openHolds, disputes } = stats;
  const figures: Array<[string, string]> = [
    ["Revenue", formatMoney(sumDollars(days, (day) => day.revenue))],
    ["Refunded", formatMoney(sumDollars(days, (day) => day.refunded))],
    ["Tax collected", formatMoney(sumDollars(days, (day) => day.tax))],
    ["Tax refunded", formatMoney(sumDollars(days, (day) => day.taxRefunded))],
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
