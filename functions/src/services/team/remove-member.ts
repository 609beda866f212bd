import type { DeleteResult } from "@hometools/contract";
import { accountByEmail } from "../../data/accounts/account-repository";
import type { Caller } from "../../domain/caller";
import { changeRole } from "./change-role";

/**
 * DELETE /team/{email} (owner): the account is a shopper again (both claims removed, its sessions
 * revoked); 0 when it was no member. 409 last-owner for the shop's only owner.
 */
export async function removeMember(caller: Caller, email: string): Promise<DeleteResult> {
  const { changed } = await changeRole(await accountByEmail(email), null, caller);
  return { deletedCount: changed ? 1 : 0 };
}
