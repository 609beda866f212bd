import { orderMoves } from "@hometools/contract";
import type { OrdersRefusal } from "../../domain/orders/refusals";
import { AppError } from "../../errors";
import type { Wording } from "./wording";

export const ordersWording: Wording<OrdersRefusal> = {
  "order-cannot-move": ({ from, move }) =>
    new AppError(
      "conflict",
      `An order that is ${from} cannot ${move === "pay" ? "be paid" : `be ${orderMoves[move].to}`}`,
      409,
    ),
  "not-cancellable": ({ status }) =>
    new AppError("conflict", `Only an unpaid order can be cancelled; this one is ${status}`, 409),
  "paid-meanwhile": () =>
    new AppError("already-paid", "This order was paid a moment ago, so it was not cancelled", 409),
  "not-payable": ({ why, status }) =>
    new AppError(
      "order-not-payable",
      why === "removed"
        ? "This order was removed and can no longer be paid"
        : why === "hold-ended"
          ? "This order's hold has ended: its tools went back on sale. Please order again"
          : `This order is ${status} and can no longer be paid`,
      409,
    ),
};
