/**
 * Every price the web shows goes through this: "$14.00", "$1,234.50", exactly as
 * `Intl.NumberFormat` writes US dollars, without its costly first construction. It lives in the
 * contract's pricing module so the server's messages, which toasts show as sent ("the total is
 * now $1,234.50"), read the same.
 */
export { formatDollars as formatMoney } from "@hometools/contract/pricing";
