import type { DayStats } from "@hometools/contract";
import Box from "@mui/material/Box";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { DataTable } from "../../../components/tables/data-table";
import { formatMoney } from "../../../lib/format";

/** The charts' figures as text: every day, newest first, behind a summary a keyboard can open. */
export function DailyTable({ days }: { days: readonly DayStats[] }) {
  return (
    <Box component="details" sx={{ mt: 2 }}>
      <Box component="summary" sx={{ cursor: "pointer", fontWeight: 600, py: 0.5 }}>
        The figures of each day
      </Box>
      <DataTable
        label="Figures of each day"
        columns={["Day (UTC)", "Orders placed", "Orders paid", "Pieces", "Revenue", "Refunded", "Tax", "Tax refunded"]}
        minWidth={720}
      >
        {[...days].reverse().map((day) => (
          <TableRow key={day.date}>
            <TableCell>{day.date}</TableCell>
            <TableCell>{day.orders}</TableCell>
            <TableCell>{day.paidOrders}</TableCell>
            <TableCell>{day.pieces}</TableCell>
            <TableCell>{formatMoney(day.revenue)}</TableCell>
            <TableCell>{formatMoney(day.refunded)}</TableCell>
            <TableCell>{formatMoney(day.tax)}</TableCell>
            <TableCell>{formatMoney(day.taxRefunded)}</TableCell>
          </TableRow>
        ))}
      </DataTable>
    </Box>
  );
}
