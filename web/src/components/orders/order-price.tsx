import type { Order } from "@hometools/contract";
import { formatMoney, taxLineTexts } from "../../lib/format";

/**
 * An order's total as its table rows show it (My orders, Manage Orders), with the shipping, the
 * discount code and where it goes underneath when the order was checked out with delivery, and
 * its tax lines (none for an untaxed order).
 */
export function OrderPrice({ order }: { order: Order }) {
  return (
    <>
      {formatMoney(order.totalPrice)}
      {order.shipping && (
        <span style={{ display: "block", fontSize: "0.8rem", color: "#555" }}>
          {order.shipping.label} shipping {formatMoney(order.shipping.amount)}
          {order.code ? `, ${order.code} -${formatMoney(order.discount)}` : ""}
          {order.shippingAddress ? `, to ${order.shippingAddress.city}, ${order.shippingAddress.country}` : ""}
        </span>
      )}
      {taxLineTexts(order.taxLines, order.pricesIncludeTax).map((text) => (
        <span key={text} style={{ display: "block", fontSize: "0.8rem", color: "#555" }}>
          {text}
        </span>
      ))}
    </>
  );
}
