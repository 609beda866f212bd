import type { Stats } from "@hometools/contract";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { DataTable } from "../../../components/tables/data-table";

/** Each kind of mail in words, orders' first, then the marketing mails; a kind not named here shows as sent. */
const kindNames: Record<string, string> = {
  placed: "Order placed",
  paid: "Receipt",
  shipped: "Shipped",
  refunded: "Refunded",
  expired: "Hold expired",
  cancelled: "Cancelled",
  "return-requested": "Return requested",
  "return-approved": "Return approved",
  "return-rejected": "Return rejected",
  "return-received": "Return received",
  "alert-confirm": "Back-in-stock alert to confirm",
  "stock-alert": "Back in stock",
  "cart-reminder": "Cart reminder",
};
const order = Object.keys(kindNames);
const rank = (kind: string) => (order.includes(kind) ? order.indexOf(kind) : order.length);

/** The period's mails by kind (`mails` of GET /stats): every kind the shop sends, zeros too. */
export function MailCounts({ mails }: { mails: Stats["mails"] }) {
  const kinds = [...new Set([...order, ...Object.keys(mails)])].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return (
    <DataTable label="Mails by kind" columns={["Mail", "Count"]}>
      {kinds.map((kind) => (
        <TableRow key={kind}>
          <TableCell>{kindNames[kind] ?? kind}</TableCell>
          <TableCell>{mails[kind] ?? 0}</TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
