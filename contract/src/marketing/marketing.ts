import { z } from "../zod";
import { emailField } from "../accounts/auth";
import { cartLine } from "../cart/cart";
import { timestamp } from "../fields";
import { variantIdField } from "../orders/orders";
import { dayField, EXPORT_DAYS_MAX } from "../overview/stats";

/**
 * Marketing mail with consent (docs/api.md, "Marketing mail"; docs/decisions/048): a shopper's
 * consent, back-in-stock alerts, abandoned-cart reminders, the one-click unsubscribe, and the owner's
 * figures and settings.
 */

/** Where a consent was given or withdrawn: the sign-up form, a checkout, the profile, an unsubscribe link. */
export const consentSources = ["signup", "checkout", "profile", "unsubscribe"] as const;
export type ConsentSource = (typeof consentSources)[number];

/**
 * The marketing mails, as the outbox and the overview's `mails` name them: an anonymous alert's
 * confirm mail, the back-in-stock mail, the abandoned-cart reminder. Each carries List-Unsubscribe.
 */
export const marketingMailKinds = ["alert-confirm", "stock-alert", "cart-reminder"] as const;
export type MarketingMailKind = (typeof marketingMailKinds)[number];

/** Reminders wait this long by default after a cart's last change (the owner's setting changes it). */
export const DEFAULT_ABANDONED_CART_HOURS = 10;
/** The second (and last) reminder comes this long after the first. */
export const SECOND_REMINDER_HOURS = 24;
/** No reminder for a cart left longer than this; an order within this long of a reminder is a recovered cart. */
export const REMINDER_WINDOW_DAYS = 7;
/** An anonymous alert's confirm link stays good this long. */
export const ALERT_CONFIRM_HOURS = 24;
/** Alerts asked for in a minute, per account (signed in) or per email address (anonymous). */
export const ALERTS_PER_MINUTE = 10;
/** The longest delay the owner may set: the reminders' own window. */
export const MAX_ABANDONED_CART_HOURS = REMINDER_WINDOW_DAYS * 24;

/** PUT /me/marketing: give or withdraw consent; `source` says where (the profile's switch by default). */
export const marketingConsentInput = z.object({
  consent: z.boolean({ error: "Must be true or false" }),
  source: z
    .enum(["signup", "profile"], { error: "signup or profile" })
    .optional()
    .default("profile")
    .describe("Where the shopper gave it: the sign-up form's checkbox or the profile's switch"),
});
export type MarketingConsentInput = z.input<typeof marketingConsentInput>;

/** GET /me (and PUT /me/marketing's answer): the caller's account and its marketing consent. */
export const me = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  marketingConsent: z.boolean().describe("False until the shopper ticks a box or turns the switch on"),
  marketingConsentAt: timestamp.describe("When consent was last given or withdrawn; null: never asked"),
  marketingConsentSource: z
    .enum(consentSources)
    .nullable()
    .describe("Where it was last given or withdrawn; null: never asked"),
});
export type Me = z.output<typeof me>;

/** POST /products/{id}/alerts: signed in, the account's email is used; anonymous, `email` is required. */
export const stockAlertInput = z.object({
  variantId: variantIdField,
  email: emailField.optional(),
});
export type StockAlertInput = z.input<typeof stockAlertInput>;

export const stockAlertStatuses = ["pending", "active"] as const;
export type StockAlertStatus = (typeof stockAlertStatuses)[number];

/** 201 for a new alert, 200 for one asked for before (nothing changes). */
export const stockAlert = z.object({
  productId: z.string(),
  variantId: z.string().describe('"default" for a tool without options'),
  status: z
    .enum(stockAlertStatuses)
    .describe("pending: waits for the confirm link sent to the address (anonymous); active: mails once back in stock"),
});
export type StockAlert = z.output<typeof stockAlert>;

/** POST /alerts/confirm: the token of the confirm mail's link (GET /alerts/confirm?token= does the same). */
export const tokenInput = z.object({
  token: z.string({ error: "Missing token" }).trim().min(1, "Missing token").max(1000, "Not a token"),
});
export type TokenInput = z.input<typeof tokenInput>;
/** The query of the token links: ?token=. */
export const tokenQuery = tokenInput;

/** GET /cart/restore?token=: the reminded cart's lines as they are today (prices, stock, problems). */
export const restoredCart = z.object({ lines: z.array(cartLine) });
export type RestoredCart = z.output<typeof restoredCart>;

/** POST /unsubscribe?token=: the address is off every marketing mail (RFC 8058 one-click, or the page's button). */
export const unsubscribeResult = z.object({ unsubscribed: z.literal(true) });
export type UnsubscribeResult = z.output<typeof unsubscribeResult>;

/** PUT /settings/marketing (owner): abandoned-cart reminders on or off, and their delay in hours (decimals allowed). */
export const marketingSettingsInput = z.object({
  enabled: z.boolean({ error: "Must be true or false" }),
  delayHours: z
    .number({ error: "Must be a number of hours" })
    .min(0.001, "Must be more than 0")
    .max(MAX_ABANDONED_CART_HOURS, `Must be at most ${MAX_ABANDONED_CART_HOURS}`),
});
export type MarketingSettingsInput = z.input<typeof marketingSettingsInput>;

/** GET /settings/marketing (owner). */
export const marketingSettings = z.object({
  enabled: z.boolean().describe("Whether the sweep sends abandoned-cart reminders at all"),
  delayHours: z.number().describe("Hours a cart rests unchanged before its first reminder"),
});
export type MarketingSettings = z.output<typeof marketingSettings>;

/** GET /marketing/stats?from=&to=: UTC days, both included. */
export const marketingStatsQuery = z
  .object({ from: dayField, to: dayField })
  .refine(({ from, to }) => from <= to, { error: "Must not be after to", path: ["from"] })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) < EXPORT_DAYS_MAX * 86_400_000, {
    error: `At most ${EXPORT_DAYS_MAX} days at a time`,
    path: ["to"],
  });
export type MarketingStatsQuery = z.output<typeof marketingStatsQuery>;

/** GET /marketing/stats (owner and staff). */
export const marketingStats = z.object({
  remindersSent: z.number().int().describe("Abandoned-cart reminders sent on those days"),
  cartsRecovered: z.number().int().describe("Of those, carts whose shopper ordered within 7 days of a reminder"),
  recoveredRevenue: z.number().describe("Dollars: the totals of those orders"),
  alertsSent: z.number().int().describe("Back-in-stock mails sent on those days"),
  alertsWaiting: z
    .array(z.object({ productId: z.string(), variantId: z.string(), count: z.number().int() }))
    .describe("Active alerts now, per tool and variant, the most wanted first"),
});
export type MarketingStats = z.output<typeof marketingStats>;

/** What a shopper's data export lists of their alerts (docs/privacy.md). */
export const exportedStockAlert = z.object({
  productId: z.string(),
  variantId: z.string(),
  email: z.string(),
  status: z
    .enum([...stockAlertStatuses, "sent", "ended"])
    .describe("sent: its mail went and it ended; ended: unsubscribed"),
  createdAt: timestamp,
});
export type ExportedStockAlert = z.output<typeof exportedStockAlert>;
