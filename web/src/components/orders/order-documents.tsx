import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { LoadError } from "../feedback/query-states";
import { downloadFile } from "../../lib/api/download-file";
import { useWrite } from "../../lib/api/use-write";
import { formatMoney } from "../../lib/format";
import { creditNotePdfPath, invoicePdfPath, isNoInvoice, useInvoice } from "../../lib/use-invoice";

interface Document {
  kind: "Invoice" | "Credit note";
  number: string;
  detail: string;
  path: string;
}

/** The UTC day a document was issued, as its PDF and the owner's list print it: "2026-11-29". */
const issuedOn = (at: string) => at.slice(0, 10);

/**
 * An order's invoice and its credit notes, each with a Download PDF button; nothing before the
 * order is paid, nor for an order paid before invoices existed (404 `no-invoice`). The PDFs need
 * the ID token or the guest's key, so the button fetches them through the API client (a plain link
 * cannot) and saves them under the server's name, `<number>.pdf`.
 */
export function OrderDocuments({
  orderId,
  paid,
  guest = false,
  heading = "h3",
}: {
  orderId: string;
  paid: boolean;
  /** The guest's order page: the key it set opens the invoice, as it opens the order. */
  guest?: boolean;
  heading?: "h2" | "h3";
}) {
  const { state, retry } = useInvoice(orderId, { paid, guest });
  const { run, isBusy } = useWrite<string>();
  const headingId = useId();
  if (!paid || (state.status === "error" && isNoInvoice(state.error))) return null;
  if (state.status === "error") return <LoadError what="the invoice" error={state.error} onRetry={retry} />;
  if (!state.data) return null;

  const invoice = state.data;
  const documents: Document[] = [
    {
      kind: "Invoice",
      number: invoice.number,
      detail: `Issued ${issuedOn(invoice.issuedAt)}, ${formatMoney(invoice.total)}`,
      path: invoicePdfPath(orderId),
    },
    ...invoice.creditNotes.map((note): Document => ({
      kind: "Credit note",
      number: note.number,
      detail: `Issued ${issuedOn(note.issuedAt)}, ${formatMoney(note.total)} returned`,
      path: creditNotePdfPath(orderId, note.number),
    })),
  ];
  const download = ({ path, number }: Document) =>
    void run(() => downloadFile(path, "application/pdf", `${number}.pdf`), { key: number });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      {/* As the page's other sections: an h6 under the guest page's h1, a bold line under the panel's h2. */}
      <Typography
        id={headingId}
        component={heading}
        variant={heading === "h2" ? "h6" : "body1"}
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {invoice.creditNotes.length > 0 ? "Invoice and credit notes" : "Invoice"}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5, maxWidth: 560 }}>
        {documents.map((doc) => (
          <Box
            component="li"
            key={doc.number}
            sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 1 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{`${doc.kind} ${doc.number}`}</Typography>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {doc.detail}
              </Typography>
            </Box>
            <Button
              data-no-print
              size="small"
              variant="outlined"
              aria-label={`Download PDF of ${doc.kind.toLowerCase()} ${doc.number}`}
              disabled={isBusy(doc.number)}
              onClick={() => download(doc)}
            >
              Download PDF
            </Button>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
