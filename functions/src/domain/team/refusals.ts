/** What the shop refuses about its team (docs/decisions/034-owner-and-staff.md). */
export type TeamRefusal =
  /** The change would leave the shop without an owner. */
  { kind: "last-owner" };
