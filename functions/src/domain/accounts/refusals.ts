/** What the shop refuses about accounts: their profile, their promotion, their write budgets. */
export type AccountRefusal =
  /** The account has not proved its address, so it cannot join the team. */
  | { kind: "email-not-verified"; email: string }
  /** A profile's email is the account's; it is not changed through the profile. */
  | { kind: "email-unchangeable" }
  /** Too many writes in the minute from the account or the client's address (docs/decisions/030). */
  | { kind: "over-write-budget"; whose: "account" | "address"; retryAfterSeconds: number }
  /** Firebase Auth could not take what was passed as an account (an email or uid it refuses). */
  | { kind: "invalid-account" };
