import { creditNote, invoice } from "../invoices/invoices";
import { emailField } from "../accounts/auth";
import { exportedStockAlert, consentSources } from "../marketing/marketing";
import { timestamp } from "../fields";
import { z } from "../zod";

/** DELETE /me: the shopper types their own email to confirm (trimmed, any case). */
export const deleteMeInput = z.object({
  confirm: z
    .string({ error: "Type your email to confirm" })
    .trim()
    .min(1, "Type your email to confirm")
    .max(320, "Must be 320 characters or fewer"),
});
export type DeleteMeInput = z.output<typeof deleteMeInput>;

export const deleteMeResult = z.object({ deleted: z.literal(true) });
export type DeleteMeResult = z.output<typeof deleteMeResult>;

/** POST /privacy/erase (owner): a customer who asked by other means, named by email. */
export const eraseCustomerInput = z.object({ email: emailField });
export type EraseCustomerInput = z.output<typeof eraseCustomerInput>;

export const eraseCustomerResult = z.object({
  orders: z.number().int().describe("Orders erased: guest orders and the account's"),
  account: z.number().int().describe("1 when an account with that email was deleted, else 0"),
});
export type EraseCustomerResult = z.output<typeof eraseCustomerResult>;

/** GET /me/export: everything the shop holds about the caller (docs/privacy.md). */
export const dataExport = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  orders: z.array(z.record(z.string(), z.unknown())).describe("Each order as its owner sees it, with `returns`"),
  cart: z.record(z.string(), z.unknown()),
  reviews: z.object({
    shop: z.array(z.record(z.string(), z.unknown())),
    tools: z.array(z.record(z.string(), z.unknown())),
  }),
  mails: z.array(z.object({ kind: z.string(), subject: z.string(), sentAt: z.string().nullable() })),
  discountCodes: z.array(z.object({ code: z.string(), orderId: z.string() })),
  invoices: z.array(invoice).describe('The invoices of the orders above, as issued (docs/api.md, "Invoices")'),
  creditNotes: z.array(creditNote).describe("The credit notes issued against them"),
  marketingConsent: z
    .object({ consent: z.boolean(), at: timestamp, source: z.enum(consentSources).nullable() })
    .describe('The account\'s consent to marketing mail, when and where (docs/api.md, "Marketing mail")'),
  stockAlerts: z.array(exportedStockAlert).describe("Back-in-stock alerts for the account or its address"),
});
export type DataExport = z.output<typeof dataExport>;
