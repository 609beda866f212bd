import type { DataExport } from "@hometools/contract";
import { listMailOfOrders } from "../../data/mail/mail-repository";
import { listAllOrdersOf, toOrder, type StoredOrder } from "../../data/orders/order-repository";
import { listReturnsOfOrder, toApiReturn } from "../../data/after-sale/return-repository";
import { listReviewsBy } from "../../data/reviews/review-repository";
import { listToolReviewsBy } from "../../data/reviews/tool-review-repository";
import { orderShownTo, returnShownTo, type Caller } from "../../domain/caller";
import { keyOf } from "../../domain/checkout/order-key";
import { publicReview } from "../../domain/reviews/review-identity";
import { findConsent } from "../../data/marketing/consent-repository";
import { listAlertsOfEmail } from "../../data/marketing/stock-alert-repository";
import { getCart } from "../cart/get-cart";
import { getProfile } from "../accounts/get-profile";
import { findCreditNotes, findInvoices } from "../../data/invoices/invoice-repository";
import { toCreditNote, toInvoice } from "../../domain/invoices/invoice-view";

/**
 * The orders that are the caller's: the account's and, once its email is verified (so the
 * address is theirs), the guest orders placed under that email before (docs/privacy.md).
 */
export async function ordersOfCustomer(uid: string | null, email: string, verified: boolean): Promise<StoredOrder[]> {
  const own = uid ? await listAllOrdersOf(uid) : [];
  const guest = verified ? await listAllOrdersOf(keyOf("guest", email)) : [];
  return [...own, ...guest].sort((a, b) => (a.createdAt ?? "").localeCompare(b.createdAt ?? ""));
}

/**
 * GET /me/export: everything the shop holds about the caller, as the caller may see it (the
 * team's moves by "staff": no other person is named). The filename's date is the UTC day.
 */
export async function exportMyData(caller: Caller, now = new Date()): Promise<{ filename: string; data: DataExport }> {
  const stored = await ordersOfCustomer(caller.uid, caller.email, caller.emailVerified);
  const orders = await Promise.all(
    stored.map(async (order) => {
      const returns = (await listReturnsOfOrder(order._id)).map((ret) => returnShownTo(caller, toApiReturn(ret)));
      return { ...orderShownTo(caller, toOrder(order)), returns };
    }),
  );
  const [profile, cart, shop, tools, mail, invoices, creditNotes, consent, alerts] = await Promise.all([
    getProfile(caller, caller.email),
    getCart(caller),
    listReviewsBy(caller.uid),
    listToolReviewsBy(caller.uid),
    listMailOfOrders(stored.map((order) => order._id)),
    findInvoices(stored.filter((order) => order.invoiceNumber).map((order) => order._id)),
    findCreditNotes(stored.flatMap((order) => order.creditNoteNumbers)),
    findConsent(caller.uid),
    listAlertsOfEmail(caller.email.toLowerCase()),
  ]);
  const mails = mail
    .filter((sent) => sent.delivery.state === "SUCCESS")
    .map((sent) => ({
      kind: sent.kind,
      subject: sent.message.subject,
      sentAt: sent.delivery.endTime?.toISOString() ?? null,
    }));
  const discountCodes = stored.flatMap((order) => (order.code ? [{ code: order.code, orderId: order._id }] : []));
  const data: DataExport = {
    exportedAt: now.toISOString(),
    profile,
    orders,
    cart,
    reviews: { shop: shop.map(publicReview), tools },
    mails,
    discountCodes,
    invoices: invoices.map((issued) =>
      toInvoice(
        issued,
        creditNotes.filter((note) => note.orderId === issued.orderId),
      ),
    ),
    creditNotes: creditNotes.map(toCreditNote),
    marketingConsent: { consent: consent.consent, at: consent.at, source: consent.source },
    stockAlerts: alerts.map(({ productId, variantId, email, status, createdAt }) => ({
      productId,
      variantId,
      email,
      status,
      createdAt,
    })),
  };
  return { filename: `hometools-data-${now.toISOString().slice(0, 10)}.json`, data };
}
