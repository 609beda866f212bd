/** What the shop refuses at checkout and about its discount codes (docs/decisions/031). */
export type CheckoutRefusal =
  | { kind: "no-shipping-to"; country: string }
  /** The code cannot be used; `problem` is the quote's own sentence for it (checkout/discount.ts). */
  | { kind: "code-refused"; problem: string }
  | { kind: "code-exists"; code: string }
  | { kind: "code-ends-before-start" };
