import type { DeleteMeResult, EraseCustomerResult } from "@hometools/contract";
import { findAccountByEmail } from "../../data/accounts/account-repository";
import { ordersOfCustomer } from "./export-my-data";
import { runTransaction } from "../../data/transaction";
import { roleOfClaims, sameEmail, type Caller } from "../../domain/caller";
import { Refused } from "../../domain/refused";
import { log } from "../../log";
import { runErasure, startErasure } from "./erase-customer";
import { recordActivity } from "../team/record-activity";

/**
 * A member of the team (owner or staff) is erased only after leaving it: deleting the account would
 * leave its role on the roster, and the last owner's would leave the shop without one.
 */
const teamMember = () => new Refused({ kind: "team-member" });

/**
 * DELETE /me: the caller's account and personal data go (docs/privacy.md). The HTTP layer has
 * checked the sign-in is recent; `confirm` must be the account's email.
 */
export async function deleteMyAccount(caller: Caller, confirm: string): Promise<DeleteMeResult> {
  if (!sameEmail(confirm, caller.email)) throw new Refused({ kind: "confirm-not-own-email" });
  if (caller.role) throw teamMember();
  const request = await startErasure({
    via: "self",
    uid: caller.uid,
    email: caller.email.toLowerCase(),
    account: 1,
    guestOrders: caller.emailVerified,
  });
  const outcome = await runErasure(request._id);
  log.info("account deleted", { requestId: request._id, done: outcome.done });
  return { deleted: true };
}

/**
 * POST /privacy/erase (owner): a customer who asked by other means. That email's guest orders and
 * the account with that email, if any; an unknown email erases nothing.
 */
export async function eraseCustomer(caller: Caller, email: string): Promise<EraseCustomerResult> {
  const lower = email.trim().toLowerCase();
  const account = await findAccountByEmail(lower);
  if (account && roleOfClaims(account.claims)) throw teamMember();
  const orders = await ordersOfCustomer(account?.uid ?? null, lower, true);
  if (!account && orders.length === 0) return { orders: 0, account: 0 };
  const request = await startErasure({
    via: "owner",
    uid: account?.uid ?? null,
    email: lower,
    account: account ? 1 : 0,
    guestOrders: true,
  });
  // The entry names the request, never the customer.
  await runTransaction(async (tx) => {
    await recordActivity(tx, caller, {
      action: "customer.erase",
      target: { kind: "customer", id: request._id, label: "customer" },
    });
  });
  const outcome = await runErasure(request._id);
  log.info("customer erased", { requestId: request._id, by: caller.uid, done: outcome.done });
  return { orders: orders.length, account: account ? 1 : 0 };
}
