/**
 * One figure of `npm run bench` and its budget (docs/budgets.md). This machine's absolute
 * times drift, so a figure is printed beside a baseline measured in the same run; a budget given as
 * `ratio` is that many times the baseline.
 */
export interface Measure {
  name: string;
  value: number;
  unit: string;
  /** "max": value must be <= the budget; "min": >= the budget. */
  kind: "max" | "min";
  budget: number | { ratio: number };
  baseline?: { name: string; value: number };
}

/** The budget in the figure's unit. */
export function limit(measure: Measure): number {
  if (typeof measure.budget === "number") return measure.budget;
  if (!measure.baseline) throw new Error(`${measure.name}: a ratio budget needs a baseline`);
  return Number((measure.baseline.value * measure.budget.ratio).toFixed(1));
}

export const met = (measure: Measure) =>
  measure.kind === "max" ? measure.value <= limit(measure) : measure.value >= limit(measure);

/** The nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The Markdown table the bench prints; one row per figure. */
export function table(measures: Measure[]): string {
  const rows = measures.map((measure) => {
    const unit = measure.unit ? ` ${measure.unit}` : "";
    const sign = measure.kind === "max" ? "<=" : ">=";
    const budget =
      typeof measure.budget === "number"
        ? `${sign} ${measure.budget}${unit}`
        : `${sign} ${measure.budget.ratio} x baseline = ${limit(measure)}${unit}`;
    const baseline = measure.baseline ? `${measure.baseline.value}${unit} (${measure.baseline.name})` : "";
    return `| ${measure.name} | ${measure.value}${unit} | ${baseline} | ${budget} | ${met(measure) ? "ok" : "MISSED"} |`;
  });
  return ["| measure | value | baseline, same run | budget | |", "| --- | --- | --- | --- | --- |", ...rows].join("\n");
}
