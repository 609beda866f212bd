import type { ProfileUpdateResult } from "@hometools/contract";
import { setDisplayName } from "../../data/accounts/account-repository";
import { toProfile, upsertUser } from "../../data/accounts/user-repository";
import { assertOwnEmail, sameEmail, type Caller } from "../../domain/caller";
import { Refused } from "../../domain/refused";

/** PUT /{email} (own email): saves the profile; a new name also renames the account. */
export async function updateProfile(
  caller: Caller,
  email: string,
  input: { name: string; email: string; phone: string; github: string; facebook: string },
): Promise<ProfileUpdateResult> {
  assertOwnEmail(caller, email);
  if (!sameEmail(input.email, caller.email)) throw new Refused({ kind: "email-unchangeable" });
  const displayName = input.name || caller.name;
  if (displayName !== caller.name) await setDisplayName(caller.uid, displayName);
  const user = await upsertUser(caller.uid, {
    email: caller.email,
    displayName,
    photoURL: caller.picture,
    phone: input.phone,
    github: input.github,
    facebook: input.facebook,
    admin: caller.admin,
  });
  return { acknowledged: true, profile: toProfile(user) };
}
