import { z } from "../zod";
import { LIST_PAGE_DEFAULT, pageQuery } from "../paging";
import { dayField } from "../overview/stats";
import { roleField } from "../accounts/users";

/** One member of the shop's team (GET /team): `since` is when the member got its current role. */
export const teamMember = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: roleField,
  since: z.string().describe("ISO date: when the member got its current role"),
});
export type TeamMember = z.output<typeof teamMember>;

/** PUT /team/{email}. */
export const teamRoleInput = z.object({ role: roleField });
export type TeamRoleInput = z.output<typeof teamRoleInput>;

/**
 * Every kind of admin change the activity log records (docs/api.md, "Team and activity"). The
 * list is fixed: a new kind of change adds its action here.
 */
export const activityActions = [
  "product.create",
  "product.update",
  "product.delete",
  "product.stock",
  "product.variants",
  "product.image-add",
  "product.image-update",
  "product.image-remove",
  "order.ship",
  "order.cancel",
  "order.refund",
  "order.delete",
  "return.approve",
  "return.reject",
  "return.receive",
  "return.refund",
  "discount.create",
  "discount.update",
  "shipping-rate.create",
  "shipping-rate.update",
  "tax.settings",
  "invoicing.settings",
  "marketing.settings",
  "tax-rate.create",
  "tax-rate.update",
  "team.set-role",
  "team.remove",
  "category.create",
  "category.update",
  "category.delete",
  "orders.export",
  "tax.report",
  "customer.erase",
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** What an entry is about; a member's id is its uid, a category's its slug. */
export const targetKinds = [
  "product",
  "order",
  "return",
  "discount",
  "shipping-rate",
  "tax-rate",
  "tax-settings",
  "invoicing-settings",
  "marketing-settings",
  "member",
  "category",
  "export",
  "report",
  "customer",
] as const;
export type TargetKind = (typeof targetKinds)[number];

export const activityEntry = z.object({
  _id: z.string(),
  at: z.string().describe("ISO date"),
  actor: z.object({ uid: z.string(), email: z.string(), role: roleField }),
  action: z.enum(activityActions),
  target: z.object({
    kind: z.enum(targetKinds),
    id: z.string(),
    label: z.string().describe("Never a customer's email or name: an order is its order number"),
  }),
  changes: z
    .record(z.string(), z.tuple([z.unknown(), z.unknown()]))
    .optional()
    .describe("{field: [before, after]} for the fields that changed"),
  amount: z.number().optional().describe("Dollars moved (refunds)"),
  address: z.string().describe("The client address the change came from"),
});
export type ActivityEntry = z.output<typeof activityEntry>;

const idFilter = z.string({ error: "Must be text" }).trim().min(1, "Must not be empty").max(128, "Too long").optional();

/** GET /activity's filters: they combine; `from` and `to` are UTC days, both included. */
export const activityFilters = pageQuery(LIST_PAGE_DEFAULT).extend({
  actor: idFilter,
  action: z.enum(activityActions, { error: "Must be one of the activity's actions" }).optional(),
  kind: z.enum(targetKinds, { error: `Must be one of ${targetKinds.join(", ")}` }).optional(),
  targetId: idFilter,
  from: dayField.optional(),
  to: dayField.optional(),
});

/** GET /activity: the filters, `from` not after `to`. */
export const activityListQuery = activityFilters.refine(({ from, to }) => !from || !to || from <= to, {
  error: "Must not be after to",
  path: ["from"],
});
export type ActivityListQuery = z.output<typeof activityListQuery>;
