import { canMoveReturn, returnMoves, type OrderReturn, type ReturnMove } from "@hometools/contract";
import { findOrder, findOrderWithArchived, updateOrder } from "../../data/orders/order-repository";
import { findReturn, toApiReturn, updateReturn, type StoredReturn } from "../../data/after-sale/return-repository";
import { runTransaction, type Transaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { Refused } from "../../domain/refused";
import { queueOrderMail } from "../mail/order-mail";
import { refundOrder } from "./refund-order";
import { recordActivity } from "../team/record-activity";

const refused = (ret: StoredReturn, move: ReturnMove) =>
  new Refused({ kind: "return-cannot-move", status: ret.status, move });

async function movable(id: string, move: ReturnMove, tx: Transaction): Promise<StoredReturn> {
  const ret = await findReturn(id, tx);
  if (!ret) throw new Refused({ kind: "no-such", thing: "return" });
  if (!canMoveReturn(ret.status, move)) throw refused(ret, move);
  return ret;
}

/**
 * POST /returns/{id}/approve, /reject, /receive (admin): one move of a return, once (409 on a
 * repeat or from the wrong status), in one unit with the shopper's mail
 * (`{orderId}-return-{status}-{returnId}`). A rejected return frees its pieces on the order.
 */
export async function moveReturn(
  caller: Caller,
  id: string,
  move: Exclude<ReturnMove, "refund" | "withdraw">,
  input: { reason?: string; restock?: boolean } = {},
): Promise<OrderReturn> {
  return runTransaction(async (tx) => {
    const ret = await movable(id, move, tx);
    const order = await findOrderWithArchived(ret.orderId, tx);
    if (!order) throw new Refused({ kind: "no-such", thing: "order" });
    const status = returnMoves[move].to;
    const at = new Date().toISOString();
    const reason =
      move === "reject"
        ? (input.reason ?? "")
        : move === "receive"
          ? input.restock
            ? "received, back on sale"
            : "received"
          : "approved";
    const changes = {
      status,
      history: [...ret.history, { at, status, by: caller.email, reason }],
      ...(move === "reject" && { rejectReason: input.reason ?? "" }),
      ...(move === "receive" && { restock: input.restock === true }),
    };
    await updateReturn(id, changes, tx);
    if (move === "reject") {
      await updateOrder(order._id, { openReturns: order.openReturns.filter((open) => open.returnId !== id) }, tx);
    }
    const kind = `return-${status}` as "return-approved" | "return-rejected" | "return-received";
    await queueOrderMail(
      tx,
      order,
      kind,
      { return: { lines: ret.lines, rejectReason: changes.rejectReason ?? null } },
      id,
    );
    await recordActivity(tx, caller, {
      action: `return.${move}`,
      target: { kind: "return", id, label: order.orderNumber },
      changes: { status: [ret.status, status] },
    });
    return toApiReturn({ ...ret, ...changes });
  });
}

/**
 * POST /returns/{id}/refund (admin): the partial refund of a received return's pieces
 * (services/after-sale/refund-order.ts), restocked as chosen when they were received. Recording the refund
 * moves the return to refunded; a second call finds it refunded or being refunded (409).
 */
export async function refundReturn(caller: Caller, id: string): Promise<OrderReturn> {
  const ret = await findReturn(id);
  if (!ret) throw new Refused({ kind: "no-such", thing: "return" });
  if (!canMoveReturn(ret.status, "refund")) throw refused(ret, "refund");
  if (!(await findOrder(ret.orderId))) throw new Refused({ kind: "no-such", thing: "order" });
  await refundOrder(
    caller,
    ret.orderId,
    { lines: ret.lines, restock: ret.restock === true, reason: `return: ${ret.reason}` },
    {
      returnId: id,
      activity: { action: "return.refund", target: { kind: "return", id, label: ret.orderNumber } },
      guard: async (tx) => {
        await movable(id, "refund", tx);
      },
    },
  );
  const refunded = await findReturn(id);
  return toApiReturn(refunded!);
}
