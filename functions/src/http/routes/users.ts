import { loginRecordInput, profileInput } from "@hometools/contract";
import { Router } from "express";
import { listUsers } from "../../data/user-repository";
import { AppError } from "../../errors";
import { adminStatus, assertOwnEmail, getProfile, promoteUser, recordLogin, updateProfile } from "../../services/users";
import { callerOf, requireAdmin, requireAuth } from "../middleware/require-auth";
import { param, parse } from "../validate";

export const usersRouter = Router();

usersRouter.get("/user", requireAuth, requireAdmin, async (_req, res) => {
  res.json(await listUsers());
});

usersRouter.get("/user/admin/:email", requireAuth, async (req, res) => {
  const email = param(req.params.email);
  assertOwnEmail(callerOf(req), email, { adminToo: true });
  res.json(await adminStatus(email));
});

usersRouter.put("/user/makeadmin/:email", requireAuth, requireAdmin, async (req, res) => {
  res.json(await promoteUser(param(req.params.email), callerOf(req)));
});

usersRouter.put("/user/:email", requireAuth, async (req, res) => {
  const caller = callerOf(req);
  const { email } = parse(loginRecordInput, req.body);
  assertOwnEmail(caller, param(req.params.email));
  assertOwnEmail(caller, email);
  res.json(await recordLogin(caller, req.idToken ?? ""));
});

usersRouter.get("/profile/:email", requireAuth, async (req, res) => {
  const caller = callerOf(req);
  assertOwnEmail(caller, param(req.params.email));
  res.json(await getProfile(caller));
});

// PUT /{email}: the profile update. Registered last so it never shadows a named path.
usersRouter.put(
  "/:email",
  (req, _res, next) => {
    if (!param(req.params.email).includes("@")) throw new AppError("not-found", "No such endpoint", 404);
    next();
  },
  requireAuth,
  async (req, res) => {
    const caller = callerOf(req);
    assertOwnEmail(caller, param(req.params.email));
    res.json(await updateProfile(caller, parse(profileInput, req.body)));
  },
);
