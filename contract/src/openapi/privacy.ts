import type { ApiRoute } from "./route";
import { dataExport, deleteMeInput, deleteMeResult, eraseCustomerInput, eraseCustomerResult } from "../privacy/privacy";

/**
 * A shopper's data (docs/api.md, "Your data"; docs/privacy.md): download it, delete it, and the
 * owner's erasure of a customer who asked by other means; part of the API's one table in document.ts.
 */
export const privacyRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/me/export",
    operationId: "exportMyData",
    access: "signed-in",
    summary: "Everything the shop holds about the caller, as a JSON attachment hometools-data-YYYY-MM-DD.json",
    success: { status: 200, schema: dataExport },
    errors: [],
  },
  {
    method: "delete",
    path: "/me",
    operationId: "deleteMyAccount",
    access: "signed-in",
    summary:
      "Delete the caller's account and erase their personal data (a sign-in of the last 5 minutes; confirm is the account's email)",
    body: deleteMeInput,
    success: { status: 200, schema: deleteMeResult },
    errors: [
      { status: 401, codes: ["recent-sign-in-required"] },
      { status: 409, codes: ["team-member"] },
    ],
  },
  {
    method: "post",
    path: "/privacy/erase",
    operationId: "eraseCustomer",
    access: "owner",
    summary:
      "Erase a customer by email: their guest orders and their account, if any (counts; zeros for an unknown email)",
    body: eraseCustomerInput,
    success: { status: 200, schema: eraseCustomerResult },
    errors: [{ status: 409, codes: ["team-member"] }],
  },
];
