import type { DayStats, Stats } from "@hometools/contract";
import { FigureList } from "../../../components/layout/figure-list";
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
  return <FigureList label={`The last ${days.length} days`} figures={figures} />;
}
