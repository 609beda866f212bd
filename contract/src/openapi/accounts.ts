import { z } from "../zod";
import {
  adminStatus,
  loginRecord,
  loginRecordInput,
  profile,
  profileInput,
  profileUpdateResult,
  promotion,
  userSummary,
} from "../accounts/users";
import { pathId, type ApiRoute } from "./route";

/** Accounts (docs/api.md, "Accounts"): logins, profiles, the admin check and the promotion to staff. */
export const accountRoutes: ApiRoute[] = [
  {
    method: "put",
    path: "/user/{email}",
    operationId: "recordLogin",
    access: "signed-in",
    summary: "Record a login (own email)",
    body: loginRecordInput,
    success: { status: 200, schema: loginRecord },
    errors: [],
  },
  {
    method: "get",
    path: "/user/admin/{email}",
    operationId: "getAdminStatus",
    access: "signed-in",
    summary: "Whether an account is admin (own email, or admin)",
    success: { status: 200, schema: adminStatus },
    errors: pathId,
  },
  {
    method: "get",
    path: "/user",
    operationId: "listUsers",
    access: "admin",
    summary: "Every user",
    paged: true,
    success: { status: 200, schema: z.array(userSummary) },
    errors: [],
  },
  {
    method: "put",
    path: "/user/makeadmin/{email}",
    operationId: "makeAdmin",
    access: "owner",
    summary: "Make a verified shopper staff (a member keeps their role)",
    success: { status: 200, schema: promotion },
    errors: [...pathId, { status: 409, codes: ["email-not-verified"] }],
  },
  {
    method: "put",
    path: "/{email}",
    operationId: "updateProfile",
    access: "signed-in",
    summary: "Update the own profile",
    body: profileInput,
    success: { status: 200, schema: profileUpdateResult },
    errors: pathId,
  },
  {
    method: "get",
    path: "/profile/{email}",
    operationId: "getProfile",
    access: "signed-in",
    summary: "The own profile",
    success: { status: 200, schema: profile },
    errors: pathId,
  },
];
