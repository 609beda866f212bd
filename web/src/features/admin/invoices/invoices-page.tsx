import type { InvoiceListRow } from "@hometools/contract";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DayRangeForm, thisMonth } from "../../../components/forms/day-range-form";
import { DashboardPanel } from "../../../components/layout/dashboard-panel";
import { DataTable } from "../../../components/tables/data-table";
import { LoadError } from "../../../components/feedback/query-states";
import { TableSkeleton } from "../../../components/tables/table-skeleton";
import { formatMoney } from "../../../lib/format";
import { useWrite } from "../../../lib/api/use-write";
import { downloadInvoicesCsv, useInvoiceList, useInvoicingSettings } from "./api/invoices";
import { InvoicingSettingsForm } from "./invoicing-settings-form";

const kindLabels: Record<InvoiceListRow["kind"], string> = { invoice: "Invoice", "credit-note": "Credit note" };

/**
 * Invoices (owner; staff are not offered it, as the exports: docs/decisions/034): every invoice and
 * credit note issued on the chosen UTC days (this month at first), the same as a CSV file for the
 * accountant, and who the documents name as the seller. A row's PDF is downloaded from its order's
 * page: the list's rows carry the order's number, not the id the PDF's address needs.
 */
export function InvoicesPage() {
  const [range, setRange] = useState(thisMonth);
  const list = useInvoiceList(range.from, range.to);
  const settings = useInvoicingSettings();
  const { run, busy } = useWrite();

  return (
    <DashboardPanel
      title="Invoices"
      subtitle="Invoices and credit notes issued on UTC days, both included (at most 366)."
    >
      <DayRangeForm label="Invoice period" range={range} onShow={setRange}>
        <Button
          variant="outlined"
          sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
          disabled={busy}
          onClick={() => void run(() => downloadInvoicesCsv(range.from, range.to), { success: "Invoices downloaded" })}
        >
          Download CSV
        </Button>
      </DayRangeForm>
      {list.state.status === "error" ? (
        <LoadError what="the invoices" error={list.state.error} onRetry={list.retry} />
      ) : list.state.data ? (
        list.state.data.length === 0 ? (
          <Typography>
            No invoices or credit notes from {range.from} to {range.to}.
          </Typography>
        ) : (
          <DataTable
            label={`Invoices and credit notes from ${range.from} to ${range.to}`}
            columns={["Number", "Kind", "Issued (UTC)", "Order", "Corrects", "Tax", "Total"]}
            minWidth={760}
          >
            {list.state.data.map((row) => (
              <TableRow key={row.number}>
                <TableCell sx={{ fontFamily: "monospace", whiteSpace: "nowrap" }}>{row.number}</TableCell>
                <TableCell>{kindLabels[row.kind]}</TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{row.issuedAt.slice(0, 10)}</TableCell>
                <TableCell sx={{ fontFamily: "monospace" }}>{row.orderNumber}</TableCell>
                <TableCell sx={{ fontFamily: "monospace", whiteSpace: "nowrap" }}>
                  {row.kind === "credit-note" ? row.invoiceNumber : ""}
                </TableCell>
                <TableCell>{formatMoney(row.tax)}</TableCell>
                <TableCell>{formatMoney(row.total)}</TableCell>
              </TableRow>
            ))}
          </DataTable>
        )
      ) : (
        <TableSkeleton label="Loading the invoices" />
      )}
      <Divider sx={{ my: 3 }} />
      {settings.state.status === "error" && (
        <LoadError what="the invoicing settings" error={settings.state.error} onRetry={settings.retry} />
      )}
      {settings.state.data ? (
        <InvoicingSettingsForm settings={settings.state.data} onSaved={(saved) => settings.update(() => saved)} />
      ) : (
        settings.state.status !== "error" && <TableSkeleton label="Loading the invoicing settings" />
      )}
    </DashboardPanel>
  );
}
