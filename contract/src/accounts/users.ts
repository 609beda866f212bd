import { z } from "../zod";
import { emailField } from "./auth";
import { linkField, optionalText } from "../fields";

/** PUT /user/{email}: called after every login. */
export const loginRecordInput = z.object({ email: emailField });
export const loginRecord = z.object({
  email: z.string(),
  admin: z.boolean(),
  token: z.string().describe("The caller's ID token, kept by the client in localStorage as accessToken"),
});
export type LoginRecord = z.output<typeof loginRecord>;

/**
 * The two roles of the shop's team (docs/decisions/034-owner-and-staff.md), a custom claim beside
 * `admin: true`; an admin claim without a role counts as owner.
 */
export const roles = ["owner", "staff"] as const;
export type Role = (typeof roles)[number];
export const roleField = z.enum(roles, { error: `Must be one of ${roles.join(", ")}` });

/** GET /user/admin/{email}: `role` is null for a shopper. */
export const adminStatus = z.object({ admin: z.boolean(), role: roleField.nullable() });
export type AdminStatus = z.output<typeof adminStatus>;

/** PUT /user/makeadmin/{email}. */
export const promotion = z.object({ email: z.string(), admin: z.literal(true), role: roleField });
export type Promotion = z.output<typeof promotion>;

/** One row of GET /user (admin). */
export const userSummary = z.object({
  _id: z.string(),
  email: z.string(),
  displayName: z.string(),
  admin: z.boolean(),
  emailVerified: z
    .boolean()
    .describe("Whether the owner has proved the address (only verified accounts can be promoted)"),
});
export type UserSummary = z.output<typeof userSummary>;

/** PUT /{email}: the profile update. */
export const profileInput = z.object({
  name: optionalText(100),
  email: emailField,
  phone: optionalText(40),
  github: linkField.optional().default(""),
  facebook: linkField.optional().default(""),
});
export type ProfileInput = z.input<typeof profileInput>;
export type ProfileChanges = z.output<typeof profileInput>;

/**
 * GET /profile/{email}: what users/{uid} stores. Whether the address is verified is not part of it:
 * it lives in Firebase Auth, and the profile page reads it from the signed-in account.
 */
export const profile = z.object({
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string(),
  phone: z.string(),
  github: z.string(),
  facebook: z.string(),
  admin: z.boolean(),
});
export type Profile = z.output<typeof profile>;

export const profileUpdateResult = z.object({ acknowledged: z.literal(true), profile });
export type ProfileUpdateResult = z.output<typeof profileUpdateResult>;
