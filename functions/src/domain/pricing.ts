/**
 * The pricing rule lives in the contract, so the purchase form shows the very total the server
 * computes; the server's code imports it from here, the domain's entry for money.
 */
export {
  checkQuantity,
  formatCents,
  orderTotalCents,
  toCents,
  toDollars,
  taxLineTextsCents,
  type QuantityProblem,
  type TaxLineCents,
} from "@hometools/contract/pricing";
