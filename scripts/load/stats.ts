/** One answered (or failed) request: its status (0 = no answer) and how long it took. */
export interface Sample {
  status: number;
  ms: number;
}

/** Exact percentile (nearest rank) of the samples' latencies. */
export function percentile(samples: Sample[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function statusCounts(samples: Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of samples) counts[status || "no answer"] = (counts[status || "no answer"] ?? 0) + 1;
  return counts;
}

export function summary(label: string, samples: Sample[], seconds: number): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const counts = Object.entries(statusCounts(samples))
    .map(([status, count]) => `${status} x ${count}`)
    .join(", ");
  return [
    `${label}: ${samples.length} requests in ${seconds.toFixed(1)} s (${(samples.length / seconds).toFixed(1)} req/s)`,
    `  latency p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}, p99 ${ms(percentile(samples, 99))}, max ${ms(percentile(samples, 100))}`,
    `  status ${counts || "none"}`,
  ].join("\n");
}
