import { z } from "../zod";
import { dollars, integerLike, MAX_SHORT, requiredText, timestamp } from "../fields";
import { orderLinesField, refundLine, variantIdField } from "../orders/orders";
import { pageQuery, LIST_PAGE_DEFAULT } from "../paging";

/** Pieces of one line of an order: which product (and variant) and how many. */
export const piecesInput = z.object({
  productId: requiredText("Product is required", 128),
  variantId: variantIdField,
  quantity: integerLike("Quantity is required", 1),
});

/**
 * POST /orders/{id}/refund (admin). No body, or neither `lines` nor `amount`: the rest of the order.
 * `lines`: those pieces (their price); `amount`: that many dollars. `restock` puts the refunded
 * pieces back on sale (default: yes for a paid order, no for a shipped one).
 */
export const refundOrderInput = z
  .object({
    lines: orderLinesField(piecesInput).optional(),
    amount: dollars("Amount is required").optional(),
    restock: z.boolean({ error: "Must be true or false" }).optional(),
    reason: z
      .string({ error: "Must be text" })
      .trim()
      .max(MAX_SHORT, `Must be ${MAX_SHORT} characters or fewer`)
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.lines && input.amount !== undefined) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: "Refund either pieces or an amount, not both" });
    }
  });
export type RefundOrderInput = z.input<typeof refundOrderInput>;

export const returnStatuses = ["requested", "approved", "rejected", "received", "refunded", "withdrawn"] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/** The moves of a return, each from the statuses it may be made in. */
export const returnMoves = {
  approve: { from: ["requested"], to: "approved" },
  reject: { from: ["requested", "approved"], to: "rejected" },
  receive: { from: ["approved"], to: "received" },
  refund: { from: ["received"], to: "refunded" },
  // The shopper's account was deleted before the return was approved (docs/privacy.md).
  withdraw: { from: ["requested"], to: "withdrawn" },
} as const satisfies Record<string, { from: readonly ReturnStatus[]; to: ReturnStatus }>;
export type ReturnMove = keyof typeof returnMoves;

export function canMoveReturn(status: ReturnStatus, move: ReturnMove): boolean {
  return (returnMoves[move].from as readonly ReturnStatus[]).includes(status);
}

export const returnStatusLabels: Record<ReturnStatus, string> = {
  requested: "Requested",
  approved: "Approved",
  rejected: "Rejected",
  received: "Received",
  refunded: "Refunded",
  withdrawn: "Withdrawn",
};

/** POST /orders/{id}/returns (the order's owner). */
export const createReturnInput = z.object({
  lines: orderLinesField(piecesInput),
  reason: requiredText("Please say why you return these pieces", MAX_SHORT),
});
export type CreateReturnInput = z.input<typeof createReturnInput>;

/** POST /returns/{id}/reject (admin). */
export const rejectReturnInput = z.object({ reason: requiredText("Please give a reason", MAX_SHORT) });
/** POST /returns/{id}/receive (admin): whether the pieces go back on sale. */
export const receiveReturnInput = z.object({ restock: z.boolean({ error: "Must be true or false" }) });

/** One move of a return: when, to which status, who made it, why. */
export const returnHistoryEntry = z.object({
  at: z.string(),
  status: z.enum(returnStatuses),
  by: z.string(),
  reason: z.string(),
});

/** A return as the API answers it. */
export const orderReturn = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  email: z.string(),
  lines: z.array(refundLine),
  reason: z.string(),
  status: z.enum(returnStatuses),
  restock: z.boolean().nullable().describe("Set when the pieces are received"),
  refundId: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: timestamp,
  history: z.array(returnHistoryEntry),
});
export type OrderReturn = z.output<typeof orderReturn>;

/** GET /returns (admin): a page of returns, newest first, optionally of one status. */
export const returnListQuery = pageQuery(LIST_PAGE_DEFAULT).extend({
  status: z.enum(returnStatuses, { error: `Must be one of ${returnStatuses.join(", ")}` }).optional(),
});
export type ReturnListQuery = z.output<typeof returnListQuery>;

/** GET /orders (admin): `q` finds an order by its number ("HT-7K2MQX", any case, "HT-" optional). */
export const orderSearchQuery = pageQuery(LIST_PAGE_DEFAULT).extend({
  q: z
    .string({ error: "Must be text" })
    .max(100, "Must be 100 characters or fewer")
    .optional()
    .transform((value) => value?.trim() ?? ""),
});
export type OrderSearchQuery = z.output<typeof orderSearchQuery>;
