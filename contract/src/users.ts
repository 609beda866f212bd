import { z } from "zod";
import { emailField } from "./auth";
import { linkField, optionalText } from "./fields";

/** PUT /user/{email}: called after every login. */
export const loginRecordInput = z.object({ email: emailField });
export interface LoginRecord {
  email: string;
  admin: boolean;
  /** The caller's ID token, kept by the client in localStorage as `accessToken`. */
  token: string;
}

export interface AdminStatus {
  admin: boolean;
}

export interface UserSummary {
  _id: string;
  email: string;
  displayName: string;
  admin: boolean;
  /** Whether the owner has proved the address (only verified accounts can be promoted). */
  emailVerified: boolean;
}

/** PUT /{email}: the profile update. */
export const profileInput = z.object({
  name: optionalText(100),
  email: emailField,
  phone: optionalText(40),
  github: linkField.optional().default(""),
  facebook: linkField.optional().default(""),
});
export type ProfileInput = z.input<typeof profileInput>;

export interface Profile {
  email: string;
  displayName: string;
  photoURL: string;
  phone: string;
  github: string;
  facebook: string;
  admin: boolean;
}

export interface ProfileUpdateResult {
  acknowledged: true;
  profile: Profile;
}

export interface DeleteResult {
  deletedCount: number;
}
