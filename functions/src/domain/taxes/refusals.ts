/** What the shop refuses about tax rates and taxed addresses (docs/decisions/036). */
export type TaxRefusal =
  /** One active rate per country and region. */
  | { kind: "rate-exists"; country: string; region: string | null }
  /** `problem` is the contract's regionProblem. */
  | { kind: "bad-region"; problem: string }
  /** Stripe Tax cannot place the shipping address. */
  | { kind: "address-not-taxable" };
