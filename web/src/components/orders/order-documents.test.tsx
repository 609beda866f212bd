import type { Invoice } from "@hometools/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { answerFetch, json, renderAt } from "../../test/render";
import { setGuestOrderKey } from "../../lib/api/api-client";
import { ACCESS_TOKEN_KEY } from "../../lib/session/access-token";
import { OrderDocuments } from "./order-documents";

const invoice = {
  number: "INV-2026-000001",
  issuedAt: "2026-11-29T10:15:00.000Z",
  total: 25.5,
  orderId: "order-1",
  orderNumber: "HT-7K2MQX",
  creditNotes: [{ number: "CN-2026-000001", issuedAt: "2026-11-30T08:00:00.000Z", total: 8 }],
} as Invoice;

/** A PDF's opening: its header and the binary comment that tells readers it holds bytes, not text. */
const pdfBytes = new Uint8Array([...new TextEncoder().encode("%PDF-1.7\n%"), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]);

const pdf = (filename: string) => () =>
  new Response(pdfBytes, {
    status: 200,
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${filename}"` },
  });

/** What the page handed the browser to save: the object URL's bytes and the link's file name. */
function watchSaves() {
  const saved: Array<{ blob: Blob; name: string }> = [];
  let last: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      last = blob;
      return "blob:saved";
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: last!, name: this.download });
  });
  return saved;
}

beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, "token-123"));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setGuestOrderKey(null);
});

const show = (props: { paid: boolean; guest?: boolean }) =>
  renderAt(<OrderDocuments orderId="order-1" {...props} />, { url: "/dashboard/orders/order-1" });

describe("an order's invoice and credit notes", () => {
  test("when the order is paid, then its invoice and credit note show with their totals, and Download PDF saves the invoice under its number", async () => {
    const fetch = answerFetch(json(200, invoice), pdf("INV-2026-000001.pdf"));
    const saved = watchSaves();
    show({ paid: true });

    const section = await screen.findByRole("region", { name: "Invoice and credit notes" });
    expect(section).toHaveTextContent("Invoice INV-2026-000001");
    expect(section).toHaveTextContent("Issued 2026-11-29, $25.50");
    expect(section).toHaveTextContent("Credit note CN-2026-000001");
    expect(section).toHaveTextContent("Issued 2026-11-30, $8.00 returned");
    expect(fetch.mock.calls[0]![0]).toBe("/api/orders/order-1/invoice");

    await userEvent.click(within(section).getByRole("button", { name: "Download PDF of invoice INV-2026-000001" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [url, init] = fetch.mock.calls[1]!;
    expect(url).toBe("/api/orders/order-1/invoice.pdf");
    const headers = new Headers(init?.headers);
    expect(headers.get("Accept")).toBe("application/pdf");
    expect(headers.get("Authorization")).toBe("Bearer token-123");
    expect(saved[0]!.name).toBe("INV-2026-000001.pdf");
    // The bytes as they came: read as text, the binary comment would not survive.
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(pdfBytes);
  });

  test("when a credit note's Download PDF is pressed, then its own PDF is fetched and saved under its number", async () => {
    const fetch = answerFetch(json(200, invoice), pdf("CN-2026-000001.pdf"));
    const saved = watchSaves();
    show({ paid: true });
    await userEvent.click(await screen.findByRole("button", { name: "Download PDF of credit note CN-2026-000001" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["CN-2026-000001.pdf"]));
    expect(fetch.mock.calls[1]![0]).toBe("/api/orders/order-1/credit-notes/CN-2026-000001.pdf");
  });

  test("when the order is not paid, then nothing is asked and nothing shows", async () => {
    const fetch = answerFetch();
    const { container } = show({ paid: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  test("when the order has no invoice (404 no-invoice), then nothing shows and no error is said", async () => {
    const fetch = answerFetch(json(404, { error: { code: "no-invoice", message: "This order has no invoice" } }));
    const { container } = show({ paid: true });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  test("when the invoice cannot be read, then the failure shows with Retry, which asks again", async () => {
    const fetch = answerFetch(
      json(500, { error: { code: "internal", message: "Something broke" } }),
      json(200, invoice),
    );
    show({ paid: true });
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load the invoice.");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Invoice INV-2026-000001")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test("when a guest's page shows it, then the invoice and its PDF are asked with the order's key, not a token", async () => {
    setGuestOrderKey("key-abc");
    const fetch = answerFetch(json(200, { ...invoice, creditNotes: [] }), pdf("INV-2026-000001.pdf"));
    const saved = watchSaves();
    show({ paid: true, guest: true });
    expect(await screen.findByRole("region", { name: "Invoice" })).toHaveTextContent("Invoice INV-2026-000001");
    await userEvent.click(screen.getByRole("button", { name: "Download PDF of invoice INV-2026-000001" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    for (const [, init] of fetch.mock.calls) {
      const headers = new Headers(init?.headers);
      expect(headers.get("X-Order-Key")).toBe("key-abc");
      expect(headers.has("Authorization")).toBe(false);
    }
  });
});
