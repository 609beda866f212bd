/** What the shop refuses about erasing a customer (docs/privacy.md). */
export type PrivacyRefusal =
  /** DELETE /me's confirmation is not the account's email. */
  | { kind: "confirm-not-own-email" }
  /** A team member is erased only after leaving the team. */
  | { kind: "team-member" };
