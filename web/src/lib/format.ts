/**
 * Every price the web shows goes through this: "$14.00", "$1,234.50", exactly as
 * `Intl.NumberFormat` writes US dollars, without its costly first construction. It lives in the
 * contract's pricing module so the server's messages, which toasts show as sent ("the total is
 * now $1,234.50"), read the same. The tax lines too ("NY sales tax 8.875%: $1.23", "includes
 * $1.23 VAT"), worded there once for the pages and the receipt mail.
 */
export { formatDollars as formatMoney, formatRate, taxLineTexts } from "@hometools/contract/pricing";
