import type { Order } from "@hometools/contract";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { orderStatusLabels } from "@hometools/contract/order-lifecycle";
import { TaxLines } from "../../../components/orders/tax-lines";
import { formatMoney } from "../../../lib/format";

const when = (at: string) => new Date(at).toLocaleString("en-US");

/** The order's delivery details, transaction ID and the history of its moves, oldest first. */
export function OrderFacts({ order }: { order: Order }) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        mt: 3,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" },
      }}
    >
      <Box component="dl" sx={{ m: 0, "& dt": { fontWeight: 700, mt: 1 }, "& dd": { m: 0, overflowWrap: "anywhere" } }}>
        <dt>Order number</dt>
        <dd style={{ fontFamily: "monospace" }}>{order.orderNumber}</dd>
        <dt>Customer</dt>
        <dd>
          {order.name} ({order.email})
        </dd>
        <dt>Phone number</dt>
        <dd>{order.number}</dd>
        <dt>{order.shippingAddress ? "Ship to" : "Location"}</dt>
        <dd>{order.location}</dd>
        {order.shipping && (
          <>
            <dt>Shipping</dt>
            <dd>
              {order.shipping.label}: {formatMoney(order.shipping.amount)}
            </dd>
            <dt>Subtotal</dt>
            <dd>{formatMoney(order.subtotal)}</dd>
          </>
        )}
        {order.code && (
          <>
            <dt>Discount</dt>
            <dd>
              {order.code}: -{formatMoney(order.discount)}
            </dd>
          </>
        )}
        {order.taxLines.length > 0 && (
          <>
            <dt>Tax</dt>
            <dd>
              <TaxLines taxLines={order.taxLines} pricesIncludeTax={order.pricesIncludeTax} style={{ margin: 0 }} />
            </dd>
          </>
        )}
        <dt>Transaction ID</dt>
        <dd style={{ fontFamily: "monospace" }}>{order.transactionId ?? "not paid yet"}</dd>
      </Box>
      <Box>
        <Typography component="h3" sx={{ fontWeight: 700, mt: 1 }}>
          History
        </Typography>
        <Box component="ol" aria-label="History of this order" sx={{ m: 0, pl: 2.5 }}>
          {order.history.map((move, index) => (
            <li key={index}>
              <Typography variant="body2">
                {when(move.at)}: {orderStatusLabels[move.status]}, {move.reason} ({move.by})
              </Typography>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
