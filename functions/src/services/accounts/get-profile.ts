import type { Profile } from "@hometools/contract";
import { findUser, toProfile } from "../../data/accounts/user-repository";
import { assertOwnEmail, type Caller } from "../../domain/caller";

/** GET /profile/{email} (own email): what is stored, filled in from the token for a new user. */
export async function getProfile(caller: Caller, email: string): Promise<Profile> {
  assertOwnEmail(caller, email);
  const stored = await findUser(caller.uid);
  return toProfile({
    email: caller.email,
    displayName: caller.name,
    photoURL: caller.picture,
    phone: "",
    github: "",
    facebook: "",
    ...stored,
    admin: caller.admin,
  });
}
