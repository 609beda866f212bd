import { deleteMeInput, eraseCustomerInput } from "@hometools/contract";
import { Router } from "express";
import { assertRecentSignIn } from "../../domain/caller";
import { deleteMyAccount, eraseCustomer } from "../../services/privacy/delete-my-account";
import { exportMyData } from "../../services/privacy/export-my-data";
import { callerOf, requireAdmin, requireAuth, requireOwner } from "../middleware/require-auth";
import { parse } from "../validate";

/** A shopper's data (docs/api.md, "Your data"; docs/privacy.md): download it, delete it. */
export const privacyRouter = Router();

privacyRouter.get("/me/export", requireAuth, async (req, res) => {
  const { filename, data } = await exportMyData(callerOf(req));
  res.set("Content-Disposition", `attachment; filename="${filename}"`).set("Cache-Control", "no-store").json(data);
});

privacyRouter.delete("/me", requireAuth, async (req, res) => {
  // An old sign-in is refused before the body is looked at.
  assertRecentSignIn(callerOf(req));
  res.json(await deleteMyAccount(callerOf(req), parse(deleteMeInput, req.body ?? {}).confirm));
});

// owner-only
privacyRouter.post("/privacy/erase", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.json(await eraseCustomer(callerOf(req), parse(eraseCustomerInput, req.body).email));
});
