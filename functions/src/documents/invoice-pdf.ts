import type { CreditNote, Invoice, InvoiceBuyer, InvoiceSeller } from "@hometools/contract";
import { formatDollars, formatRate } from "@hometools/contract/pricing";

/**
 * Invoices and credit notes drawn as PDFs (docs/decisions/047-invoices.md): real text in DejaVu
 * Sans, a TrueType font embedded (subset) from the `dejavu-fonts-ttf` package, so every figure can
 * be read, searched and copied, and every character of a name or address prints (ß, é, ł, €).
 * Drawn from the API's view of the stored document (dollars), so the PDF shows the very figures
 * GET /orders/{id}/invoice answers. pdfkit loads on the first PDF asked for, never with the api
 * module. The only folder that imports pdfkit (eslint.config.js).
 */

type Pdf = PDFKit.PDFDocument;

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4, points
const PAGE_HEIGHT = 841.89;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const REGULAR = "DejaVuSans";
const BOLD = "DejaVuSans-Bold";

// Resolved where the functions run: the package is one of the deployed functions' dependencies.
const fontFile = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);

/** The table's columns: item, quantity, unit price, discount, tax rate, tax, amount. */
const COLUMNS = [
  { key: "item", title: "Item", width: 175, align: "left" },
  { key: "quantity", title: "Qty", width: 35, align: "right" },
  { key: "unitPrice", title: "Unit price", width: 65, align: "right" },
  { key: "discount", title: "Discount", width: 55, align: "right" },
  { key: "taxRate", title: "Tax rate", width: 45, align: "right" },
  { key: "tax", title: "Tax", width: 55, align: "right" },
  { key: "amount", title: "Amount", width: 65, align: "right" },
] as const;
type Row = Record<(typeof COLUMNS)[number]["key"], string>;

const day = (iso: string) => iso.slice(0, 10);
const rateText = (label: string, rate: number) => (label ? `${formatRate(rate)}%` : "-");

function addressOf(party: InvoiceSeller | InvoiceBuyer): string[] {
  const place = [party.postalCode, party.city].filter(Boolean).join(" ");
  const region = "region" in party ? party.region : null;
  return [...party.addressLines, place, [region, party.country].filter(Boolean).join(", ")].filter(Boolean);
}

/** Renders `draw` into a PDF and answers its bytes. */
async function render(title: string, issuedAt: string, draw: (pdf: Pdf) => void): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: title, Author: "Home Tools", CreationDate: new Date(issuedAt) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.registerFont(REGULAR, fontFile("DejaVuSans"));
  pdf.registerFont(BOLD, fontFile("DejaVuSans-Bold"));
  pdf.font(REGULAR);
  draw(pdf);
  pdf.end();
  return done;
}

function heading(pdf: Pdf, title: string, facts: Array<[string, string]>): void {
  pdf.font(BOLD).fontSize(20).text(title, MARGIN, MARGIN);
  pdf.moveDown(0.3).font(REGULAR).fontSize(10);
  for (const [label, value] of facts) pdf.text(`${label}: ${value}`);
}

function parties(pdf: Pdf, seller: InvoiceSeller, buyer: InvoiceBuyer): void {
  const top = pdf.y + 16;
  const half = WIDTH / 2 - 10;
  const block = (x: number, title: string, lines: string[]) => {
    pdf.font(BOLD).fontSize(10).text(title, x, top, { width: half });
    pdf.font(REGULAR);
    for (const line of lines) pdf.text(line, x, pdf.y, { width: half });
    return pdf.y;
  };
  const sellerEnd = block(MARGIN, "Seller", [
    seller.legalName,
    ...addressOf(seller),
    ...(seller.taxId ? [`VAT ID: ${seller.taxId}`] : []),
  ]);
  const buyerEnd = block(MARGIN + WIDTH / 2 + 10, "Buyer", [buyer.name, buyer.email, ...addressOf(buyer)]);
  pdf.x = MARGIN;
  pdf.y = Math.max(sellerEnd, buyerEnd) + 16;
}

function row(pdf: Pdf, cells: Row, bold = false): void {
  if (pdf.y > PAGE_HEIGHT - MARGIN - 40) pdf.addPage();
  const top = pdf.y;
  let x = MARGIN;
  let bottom = top;
  pdf.font(bold ? BOLD : REGULAR).fontSize(9);
  for (const column of COLUMNS) {
    pdf.text(cells[column.key], x, top, { width: column.width - 4, align: column.align });
    bottom = Math.max(bottom, pdf.y);
    x += column.width;
  }
  pdf.y = bottom + 4;
  pdf.x = MARGIN;
}

function table(pdf: Pdf, rows: Row[]): void {
  row(pdf, Object.fromEntries(COLUMNS.map((column) => [column.key, column.title])) as Row, true);
  pdf
    .moveTo(MARGIN, pdf.y - 2)
    .lineTo(MARGIN + WIDTH, pdf.y - 2)
    .strokeColor("#999999")
    .stroke();
  for (const cells of rows) row(pdf, cells);
}

/** Label and value rows, right-aligned under the table. */
function sums(pdf: Pdf, rows: Array<[string, string, boolean?]>): void {
  pdf.moveDown(0.5);
  for (const [label, value, bold] of rows) {
    if (pdf.y > PAGE_HEIGHT - MARGIN - 20) pdf.addPage();
    const top = pdf.y;
    pdf.font(bold ? BOLD : REGULAR).fontSize(10);
    pdf.text(label, MARGIN, top, { width: WIDTH - 110, align: "right" });
    pdf.text(value, MARGIN + WIDTH - 100, top, { width: 100, align: "right" });
    pdf.x = MARGIN;
  }
}

function taxesByRate(pdf: Pdf, taxes: Invoice["taxes"]): void {
  if (taxes.length === 0) return;
  pdf.moveDown(0.8).font(BOLD).fontSize(10).text("Tax per rate", MARGIN);
  pdf.font(REGULAR).fontSize(9);
  for (const tax of taxes) {
    pdf.text(
      `${tax.label} ${formatRate(tax.rate)}%: taxable ${formatDollars(tax.taxable)}, tax ${formatDollars(tax.tax)}`,
    );
  }
}

function footer(pdf: Pdf, text: string): void {
  if (!text) return;
  pdf.moveDown(1.5).font(REGULAR).fontSize(8).fillColor("#444444").text(text, MARGIN, pdf.y, { width: WIDTH });
  pdf.fillColor("#000000");
}

const itemName = (line: { name: string; variantLabel: string }) =>
  line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name;

/** GET /orders/{id}/invoice.pdf. */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  return render(`Invoice ${invoice.number}`, invoice.issuedAt, (pdf) => {
    heading(pdf, "Invoice", [
      ["Invoice number", invoice.number],
      ["Issue date", day(invoice.issuedAt)],
      ["Order number", invoice.orderNumber],
      ["Currency", invoice.currency],
    ]);
    parties(pdf, invoice.seller, invoice.buyer);
    const rows: Row[] = invoice.lines.map((line) => ({
      item: itemName(line),
      quantity: String(line.quantity),
      unitPrice: formatDollars(line.unitPrice),
      discount: formatDollars(line.discount),
      taxRate: rateText(line.taxLabel, line.taxRate),
      tax: formatDollars(line.tax),
      amount: formatDollars(line.amount),
    }));
    if (invoice.shipping) {
      rows.push({
        item: `Shipping (${invoice.shipping.label})`,
        quantity: "1",
        unitPrice: formatDollars(invoice.shipping.price),
        discount: formatDollars(0),
        taxRate: rateText(invoice.shipping.taxLabel, invoice.shipping.taxRate),
        tax: formatDollars(invoice.shipping.tax),
        amount: formatDollars(invoice.shipping.amount),
      });
    }
    table(pdf, rows);
    pdf
      .font(REGULAR)
      .fontSize(8)
      .text(
        invoice.pricesIncludeTax
          ? "Unit prices include tax; amounts are after the discount and before tax."
          : "Unit prices are before tax; amounts are after the discount and before tax.",
        MARGIN,
      );
    sums(pdf, [
      ["Subtotal", formatDollars(invoice.subtotal)],
      ["Discount", formatDollars(-invoice.discount)],
      ...(invoice.shipping ? [["Shipping", formatDollars(invoice.shipping.price)] as [string, string]] : []),
      [invoice.pricesIncludeTax ? "Tax included" : "Tax", formatDollars(invoice.tax)],
      ["Total", formatDollars(invoice.total), true],
    ]);
    taxesByRate(pdf, invoice.taxes);
    if (invoice.creditNotes.length > 0) {
      pdf.moveDown(0.8).font(REGULAR).fontSize(9);
      pdf.text(`Credit notes: ${invoice.creditNotes.map((note) => note.number).join(", ")}`, MARGIN);
    }
    footer(pdf, invoice.seller.footer);
  });
}

/** GET /orders/{id}/credit-notes/{number}.pdf. */
export function creditNotePdf(note: CreditNote): Promise<Buffer> {
  return render(`Credit note ${note.number}`, note.issuedAt, (pdf) => {
    heading(pdf, "Credit note", [
      ["Credit note number", note.number],
      ["Issue date", day(note.issuedAt)],
      ["Corrects invoice", note.invoiceNumber],
      ["Order number", note.orderNumber],
      ["Currency", note.currency],
    ]);
    parties(pdf, note.seller, note.buyer);
    table(
      pdf,
      note.lines.map((line) => ({
        item: itemName(line),
        quantity: String(line.quantity),
        unitPrice: formatDollars(line.unitPrice),
        discount: "",
        taxRate: rateText(line.taxLabel, line.taxRate),
        tax: formatDollars(line.tax),
        amount: formatDollars(line.amount),
      })),
    );
    sums(pdf, [
      [note.pricesIncludeTax ? "Tax included" : "Tax", formatDollars(note.tax)],
      ["Total refunded", formatDollars(note.total), true],
    ]);
    taxesByRate(pdf, note.taxes);
    pdf.moveDown(0.8).font(REGULAR).fontSize(9).text(`Reason: ${note.reason}`, MARGIN);
    footer(pdf, note.seller.footer);
  });
}
