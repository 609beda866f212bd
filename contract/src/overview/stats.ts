import { z } from "../zod";

/**
 * The admin's overview (docs/api.md, "Overview"): daily figures kept as they happen, in UTC days
 * (YYYY-MM-DD), money in dollars.
 */
export const STATS_DAYS_DEFAULT = 30;
export const STATS_DAYS_MAX = 365;
/** The most days one CSV export covers. */
export const EXPORT_DAYS_MAX = 366;
/** How many tools the overview ranks by revenue. */
export const TOP_PRODUCTS = 5;
/** A tool with this many pieces or fewer (or fewer than its minimum order) is low on stock. */
export const LOW_STOCK_PIECES = 5;

const daysMessage = `Must be a whole number from 1 to ${STATS_DAYS_MAX}`;

/** GET /stats?days=N: the last N UTC days, today included. */
export const statsQuery = z.object({
  days: z
    .string({ error: daysMessage })
    .regex(/^\d{1,3}$/, daysMessage)
    .transform(Number)
    .pipe(z.number().int().min(1, daysMessage).max(STATS_DAYS_MAX, daysMessage))
    .optional()
    .transform((value) => value ?? STATS_DAYS_DEFAULT),
});
export type StatsQuery = z.output<typeof statsQuery>;

const dayMessage = "Must be a date as YYYY-MM-DD";

/** The first day an export may start: the shop keeps no orders from before. */
export const EXPORT_FIRST_DAY = "2000-01-01";
/** The last day an export may end: the day after it must still be a date Firestore can store. */
export const EXPORT_LAST_DAY = "9999-12-30";
const dayRangeMessage = `Must be a date from ${EXPORT_FIRST_DAY} to ${EXPORT_LAST_DAY}`;

/**
 * A calendar date written YYYY-MM-DD that exists (no 2026-02-30), from 2000-01-01 on, and one
 * Firestore can query by (year 0000 or 10000 would make the query throw).
 */
export const dayField = z.iso
  .date({ error: dayMessage })
  .refine((day) => day >= EXPORT_FIRST_DAY && day <= EXPORT_LAST_DAY, { error: dayRangeMessage });

/** GET /orders/export.csv?from=&to=: the orders placed on those UTC days, both included. */
export const exportQuery = z
  .object({ from: dayField, to: dayField })
  .refine(({ from, to }) => from <= to, { error: "Must not be after to", path: ["from"] })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) < EXPORT_DAYS_MAX * 86_400_000, {
    error: `Export at most ${EXPORT_DAYS_MAX} days at a time`,
    path: ["to"],
  });
export type ExportQuery = z.output<typeof exportQuery>;

export const dayStats = z.object({
  date: z.string(),
  /** Orders placed that day. */
  orders: z.number().int(),
  /** Orders paid that day (whenever they were placed). */
  paidOrders: z.number().int(),
  /** Pieces in the orders paid that day. */
  pieces: z.number().int(),
  /** Dollars paid that day. */
  revenue: z.number(),
  /** Dollars refunded that day. */
  refunded: z.number(),
  /** Dollars of shipping charged on the orders paid that day (part of revenue). */
  shipping: z.number(),
  /** Dollars of discount codes given on the orders paid that day (already off revenue). */
  discount: z.number(),
  /** Dollars of tax on the orders paid that day (part of revenue). */
  tax: z.number(),
  /** Dollars of tax inside the refunds made that day (part of refunded). */
  taxRefunded: z.number(),
});
export type DayStats = z.output<typeof dayStats>;

export const stats = z.object({
  days: z.array(dayStats),
  topProducts: z.array(
    z.object({ productId: z.string(), name: z.string(), pieces: z.number().int(), revenue: z.number() }),
  ),
  lowStock: z
    .array(
      z.object({
        _id: z.string(),
        name: z.string(),
        variantId: z.string().describe('"default" for a tool without options'),
        variantLabel: z.string().describe('"Size: 10 in"; "" without options'),
        available: z.number().int().describe("The variant's pieces"),
        minimumOrder: z.number().int(),
      }),
    )
    .describe("One item per variant low on stock"),
  openHolds: z.object({ orders: z.number().int(), pieces: z.number().int() }),
  disputes: z.number().int(),
  mails: z
    .record(z.string(), z.number().int())
    .describe('Mails queued on those days, per kind ("placed", "paid", ..., "stock-alert", "cart-reminder")'),
});
export type Stats = z.output<typeof stats>;
