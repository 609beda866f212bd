import type { CartLine } from "@hometools/contract";

/**
 * A cart line's stepper, bounded by the minimum order and the stock: a line outside its bounds
 * steps back inside them (down to the stock, up to the minimum). Both cart rows use it.
 */
export function lineSteps(line: CartLine) {
  const lowest = line.minimumOrder;
  const highest = Math.max(line.available, lowest);
  const less = line.quantity > line.available ? Math.max(line.available, 1) : line.quantity - 1;
  const more = line.quantity < lowest ? lowest : line.quantity + 1;
  return {
    /** The product is still sold: the line has a price, a stock and a stepper. */
    sold: line.problem !== "no longer sold",
    less,
    more,
    canLess: !(less < lowest || less === line.quantity),
    canMore: !(more > highest || more === line.quantity),
  };
}
