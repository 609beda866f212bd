import type { Product } from "@hometools/contract";
import { formatMoney } from "../../../../lib/format";

/** A tool's price as the admin's pages show it: "$12.75 to $18.50" when its variants differ in price. */
export const priceRange = (product: Pick<Product, "price" | "priceMax">): string =>
  product.priceMax > product.price
    ? `${formatMoney(product.price)} to ${formatMoney(product.priceMax)}`
    : formatMoney(product.price);
