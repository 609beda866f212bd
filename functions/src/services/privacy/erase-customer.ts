import { randomBytes } from "node:crypto";
import { shopUrl } from "../../config";
import { deleteAccount } from "../../data/accounts/account-repository";
import {
  deleteAccountDocuments,
  deleteMailOf,
  deleteReviewsOf,
  deleteUnsentMailOf,
  eraseOrderRecords,
  listRequestedReturnIds,
} from "../../data/privacy/erasure-repository";
import { createMail, findMail, mailId } from "../../data/mail/mail-repository";
import { findOrderWithArchived, updateOrder } from "../../data/orders/order-repository";
import {
  closePrivacyRequest,
  createPrivacyRequest,
  findPrivacyRequest,
  listOpenPrivacyRequests,
  markStepDone,
  type NewPrivacyRequest,
  type StoredPrivacyRequest,
} from "../../data/privacy/privacy-repository";
import { findReturn, updateReturn } from "../../data/after-sale/return-repository";
import { isAlreadyExists, runTransaction } from "../../data/transaction";
import { accountDeletedMail } from "../../domain/privacy/account-mail";
import { DELETED_NAME, type ErasureSubject } from "../../domain/privacy/erasure";
import { newDelivery } from "../../domain/mail/mail-delivery";
import { keyOf } from "../../domain/checkout/order-key";
import { log } from "../../log";
import { deliverMail } from "../mail/deliver-mail";
import { moveOrder } from "../orders/move-order";
import { ordersOfCustomer } from "./export-my-data";
import { stopPayment } from "../payments/stop-payment";
import { forgetMarketing } from "../marketing/forget-marketing";

/**
 * Erasing a customer (docs/privacy.md, docs/decisions/037-erasure.md): the steps in order, each
 * recorded in `privacyRequests/{id}` once done and each harmless to run again, so the sweep
 * (finishErasures) completes a request a crash left halfway.
 */
export const erasureSteps = [
  "cancel-orders",
  "withdraw-returns",
  "last-mail",
  "delete-auth-user",
  "delete-account-data",
  "delete-reviews",
  "delete-marketing",
  "erase-orders",
  "delete-mail",
  "forget-subject",
] as const;
export type ErasureStep = (typeof erasureSteps)[number];

/** A step that cannot finish now (a payment Stripe is still deciding, the last mail not yet out): the sweep tries again. */
class NotYet extends Error {}

const LAST_MAIL = "account-deleted" as const;

interface Context {
  request: StoredPrivacyRequest;
  subject: ErasureSubject;
  /** The orders erased (the guest orders of the email count only when the email is the customer's). */
  orderIds: () => Promise<string[]>;
}

/** Starts an erasure: `uid` is the account's (null for a guest), `email` lower-case. */
export async function startErasure(fields: Omit<NewPrivacyRequest, "replacementUid">): Promise<StoredPrivacyRequest> {
  return createPrivacyRequest({ ...fields, replacementUid: `deleted-${randomBytes(12).toString("hex")}` });
}

function contextOf(request: StoredPrivacyRequest): Context {
  const email = (request.email ?? "").toLowerCase();
  const uids = [...(request.uid ? [request.uid] : []), keyOf("guest", email)];
  let ids: Promise<string[]> | undefined;
  return {
    request,
    subject: { uids, email, replacementUid: request.replacementUid },
    // The email's guest orders only when they are the customer's: the owner checked who asks; a
    // shopper's only once their email is verified (anyone may sign up under an address not theirs).
    orderIds: () =>
      (ids ??= request.steps.includes("cancel-orders")
        ? Promise.resolve(request.orderIds)
        : ordersOfCustomer(request.uid, email, request.guestOrders).then((orders) => orders.map((order) => order._id))),
  };
}

const steps: Record<ErasureStep, (context: Context) => Promise<{ orders?: number } | void>> = {
  "cancel-orders": async ({ subject, orderIds }) => {
    for (const id of await orderIds()) {
      const order = await findOrderWithArchived(id);
      if (!order || order.status !== "pending") continue;
      const payment = await stopPayment(order);
      if (payment === "processing") throw new NotYet(`a payment of order ${id} is being processed`);
      if (payment === "paid") continue;
      await runTransaction((tx) =>
        moveOrder(id, { move: "cancel", by: subject.email, reason: "account deleted", at: new Date() }, tx, {
          cancelledBy: subject.replacementUid,
        }),
      );
    }
  },
  "withdraw-returns": async ({ subject }) => {
    for (const id of await listRequestedReturnIds(subject.uids)) {
      await runTransaction(async (tx) => {
        const ret = await findReturn(id, tx);
        if (!ret || ret.status !== "requested") return;
        const order = await findOrderWithArchived(ret.orderId, tx);
        const at = new Date().toISOString();
        const history = [
          ...ret.history,
          { at, status: "withdrawn" as const, by: DELETED_NAME, reason: "account deleted" },
        ];
        await updateReturn(id, { status: "withdrawn", history }, tx);
        if (order) {
          await updateOrder(order._id, { openReturns: order.openReturns.filter((open) => open.returnId !== id) }, tx);
        }
      });
    }
  },
  "last-mail": async ({ request, subject, orderIds }) => {
    // Nothing after the last mail: what waits to be sent to the customer goes first.
    await deleteUnsentMailOf([subject.email], await orderIds());
    try {
      await createMail(
        { to: subject.email, message: accountDeletedMail(shopUrl()), orderId: request._id, kind: LAST_MAIL },
        newDelivery(),
      );
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
    await deliverMail([mailId(request._id, LAST_MAIL)]);
  },
  "delete-auth-user": async ({ request }) => {
    if (request.uid) await deleteAccount(request.uid);
  },
  "delete-account-data": async ({ request }) => {
    if (request.uid) await deleteAccountDocuments(request.uid);
  },
  "delete-reviews": async ({ request }) => {
    if (request.uid) await deleteReviewsOf(request.uid);
  },
  // Alerts and reminders (the account's consent went with users/{uid}); the suppression list keeps
  // its keyed hash, so an unsubscribed address stays unsubscribed (docs/privacy.md).
  "delete-marketing": async ({ request, subject }) => {
    await forgetMarketing(request.uid, subject.email);
  },
  "erase-orders": async ({ subject, orderIds }) => {
    const ids = await orderIds();
    for (const id of ids) await eraseOrderRecords(id, subject);
    return { orders: ids.length };
  },
  "delete-mail": async ({ request, subject }) => {
    const last = await findMail(mailId(request._id, LAST_MAIL));
    const state = last?.delivery.state;
    if (last && state !== "SUCCESS" && state !== "ERROR") throw new NotYet("the last mail has not gone out yet");
    // The orders' ids were stored in their mails' ids and fields: every mail about them goes too.
    await deleteMailOf([subject.email], request.orderIds);
  },
  "forget-subject": async ({ request }) => {
    await closePrivacyRequest(request._id);
  },
};

export interface ErasureOutcome {
  done: boolean;
  orders: number;
}

/**
 * Runs the steps of an erasure not done yet, in order, up to `stepLimit` of them (the tests stop
 * one halfway). A step that cannot finish now leaves the rest to the sweep.
 */
export async function runErasure(id: string, { stepLimit = Infinity } = {}): Promise<ErasureOutcome> {
  let request = await findPrivacyRequest(id);
  if (!request) throw new Error(`no privacy request ${id}`);
  let ran = 0;
  for (const step of erasureSteps) {
    if (request.steps.includes(step)) continue;
    if (ran >= stepLimit) break;
    const context = contextOf(request);
    try {
      const counts = (await steps[step](context)) ?? {};
      const orderIds = step === "cancel-orders" ? { orderIds: await context.orderIds() } : {};
      await markStepDone(id, step, { ...counts, ...orderIds });
    } catch (error) {
      if (!(error instanceof NotYet)) throw error;
      log.info("erasure waits", { requestId: id, step, why: error.message });
      break;
    }
    ran += 1;
    request = (await findPrivacyRequest(id))!;
  }
  return { done: request.done, orders: request.orders };
}

/** The sweep: every erasure left halfway runs on (each step is harmless to repeat). */
export async function finishErasures(): Promise<number> {
  const open = await listOpenPrivacyRequests(20);
  for (const request of open) {
    try {
      await runErasure(request._id);
    } catch (error) {
      log.warn("erasure not finished", { requestId: request._id, error: (error as Error).message });
    }
  }
  return open.length;
}
