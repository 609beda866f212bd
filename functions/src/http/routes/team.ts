import { activityListQuery, teamRoleInput } from "@hometools/contract";
import { Router } from "express";
import { AppError } from "../../errors";
import { listActivity } from "../../services/team/list-activity";
import { listTeam } from "../../services/team/list-team";
import { removeMember } from "../../services/team/remove-member";
import { setMemberRole } from "../../services/team/set-member-role";
import { callerOf, requireAdmin, requireAuth, requireOwner } from "../middleware/require-auth";
import { listQuery, sendPage } from "../paging";
import { emailParam, parse } from "../validate";

/** The team and the activity log (docs/api.md, "Team and activity"): the owner's alone. */
export const teamRouter = Router();

const owner = [requireAuth, requireAdmin, requireOwner];

teamRouter.get("/team", ...owner, async (_req, res) => {
  res.json(await listTeam());
});

teamRouter.put("/team/:email", ...owner, async (req, res) => {
  const { role } = parse(teamRoleInput, req.body);
  res.json(await setMemberRole(callerOf(req), emailParam(req.params.email), role));
});

teamRouter.delete("/team/:email", ...owner, async (req, res) => {
  res.json(await removeMember(callerOf(req), emailParam(req.params.email)));
});

teamRouter.get("/activity", ...owner, async (req, res) => {
  sendPage(req, res, await listActivity(listQuery(activityListQuery, req)));
});

// No call changes or deletes an entry: 405 for anyone who tries (a middleware, not a route, so
// the API's description lists no such operation).
teamRouter.use("/activity/:id", (req, res, next) => {
  if (!["PATCH", "PUT", "DELETE"].includes(req.method)) {
    next();
    return;
  }
  res.set("Allow", "");
  throw new AppError("method-not-allowed", "The activity log is never changed", 405);
});
