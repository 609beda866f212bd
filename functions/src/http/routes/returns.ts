import { createReturnInput, receiveReturnInput, rejectReturnInput, returnListQuery } from "@hometools/contract";
import { Router } from "express";
import { listAllReturns, listOrderReturns } from "../../services/after-sale/list-returns";
import { moveReturn, refundReturn } from "../../services/after-sale/move-return";
import { requestReturn } from "../../services/after-sale/request-return";
import { callerOf, requireAdmin, requireAuth, requireOwner } from "../middleware/require-auth";
import { listQuery, sendPage } from "../paging";
import { docId, parse } from "../validate";

/** Returns (docs/api.md, "Refunds and returns"): the owner asks, an admin moves each one along. */
export const returnsRouter = Router();

returnsRouter.post("/orders/:id/returns", requireAuth, async (req, res) => {
  const id = docId(req.params.id, "Order");
  const { lines, reason } = parse(createReturnInput, req.body);
  const checked = lines.map((line) => ({ ...line, productId: docId(line.productId, "Product") }));
  res.status(201).json(await requestReturn(callerOf(req), id, { lines: checked, reason }));
});

returnsRouter.get("/orders/:id/returns", requireAuth, async (req, res) => {
  res.json(await listOrderReturns(callerOf(req), docId(req.params.id, "Order")));
});

returnsRouter.get("/returns", requireAuth, requireAdmin, async (req, res) => {
  sendPage(req, res, await listAllReturns(listQuery(returnListQuery, req)));
});

returnsRouter.post("/returns/:id/approve", requireAuth, requireAdmin, async (req, res) => {
  res.json(await moveReturn(callerOf(req), docId(req.params.id, "Return"), "approve"));
});

returnsRouter.post("/returns/:id/reject", requireAuth, requireAdmin, async (req, res) => {
  const id = docId(req.params.id, "Return");
  res.json(await moveReturn(callerOf(req), id, "reject", parse(rejectReturnInput, req.body)));
});

returnsRouter.post("/returns/:id/receive", requireAuth, requireAdmin, async (req, res) => {
  const id = docId(req.params.id, "Return");
  res.json(await moveReturn(callerOf(req), id, "receive", parse(receiveReturnInput, req.body)));
});

returnsRouter.post("/returns/:id/refund", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.json(await refundReturn(callerOf(req), docId(req.params.id, "Return")));
});
