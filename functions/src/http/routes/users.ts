import { loginRecordInput, profileInput, userListQuery } from "@hometools/contract";
import { Router } from "express";
import { AppError } from "../../errors";
import { getAdminStatus } from "../../services/accounts/get-admin-status";
import { getProfile } from "../../services/accounts/get-profile";
import { listUsers } from "../../services/accounts/list-users";
import { promoteUser } from "../../services/accounts/promote-user";
import { recordLogin } from "../../services/accounts/record-login";
import { updateProfile } from "../../services/accounts/update-profile";
import { callerOf, requireAdmin, requireAuth, requireOwner } from "../middleware/require-auth";
import { listQuery, sendPage } from "../paging";
import { emailParam, param, parse } from "../validate";

export const usersRouter = Router();

usersRouter.get("/user", requireAuth, requireAdmin, async (req, res) => {
  sendPage(req, res, await listUsers(listQuery(userListQuery, req)));
});

usersRouter.get("/user/admin/:email", requireAuth, async (req, res) => {
  res.json(await getAdminStatus(callerOf(req), emailParam(req.params.email)));
});

usersRouter.put("/user/makeadmin/:email", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.json(await promoteUser(emailParam(req.params.email), callerOf(req)));
});

usersRouter.put("/user/:email", requireAuth, async (req, res) => {
  const { email } = parse(loginRecordInput, req.body);
  res.json(await recordLogin(callerOf(req), { path: emailParam(req.params.email), body: email }, req.idToken ?? ""));
});

usersRouter.get("/profile/:email", requireAuth, async (req, res) => {
  res.json(await getProfile(callerOf(req), emailParam(req.params.email)));
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
    res.json(await updateProfile(callerOf(req), emailParam(req.params.email), parse(profileInput, req.body)));
  },
);
