import type { ApiRoute } from "./route";
import { pathId } from "./route";
import {
  marketingConsentInput,
  marketingSettings,
  marketingSettingsInput,
  marketingStats,
  marketingStatsQuery,
  me,
  restoredCart,
  stockAlert,
  stockAlertInput,
  tokenInput,
  tokenQuery,
  unsubscribeResult,
} from "../marketing/marketing";

const badToken = { status: 400, codes: ["bad-token"] };

/**
 * Marketing mail with consent (docs/api.md, "Marketing mail"; docs/decisions/048) for the API's
 * table in document.ts: consent, back-in-stock alerts, the cart a reminder restores, the one-click
 * unsubscribe, the owner's figures and settings.
 */
export const marketingRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/me",
    operationId: "getMe",
    access: "signed-in",
    summary: "The caller's account and its marketing consent (when and where it was given)",
    success: { status: 200, schema: me },
    errors: [],
  },
  {
    method: "put",
    path: "/me/marketing",
    operationId: "putMarketingConsent",
    access: "signed-in",
    summary: "Give or withdraw consent to marketing mail (giving it lifts an earlier unsubscribe)",
    body: marketingConsentInput,
    success: { status: 200, schema: me },
    errors: [],
  },
  {
    method: "post",
    path: "/products/{id}/alerts",
    operationId: "askStockAlert",
    access: "anyone",
    summary:
      "Be told once when a sold-out variant is back: signed in, active at once; anonymous, email required and a confirm link is mailed. 201 new, 200 asked before",
    body: stockAlertInput,
    success: { status: 201, schema: stockAlert },
    alsoSuccess: { status: 200, schema: stockAlert, description: "Asked before: the alert as it is, unchanged" },
    // A token that does not verify is 401, not anonymous.
    errors: [
      ...pathId,
      { status: 401, codes: ["unauthenticated"] },
      { status: 409, codes: ["in-stock"] },
      { status: 429, codes: ["rate-limited"] },
    ],
  },
  {
    method: "get",
    path: "/alerts/confirm",
    operationId: "confirmStockAlertLink",
    access: "anyone",
    summary:
      "The confirm mail's link: confirms the alert; a browser (Accept: text/html) is sent on (303) to /alerts/confirm?status=confirmed|bad-token",
    query: tokenQuery,
    success: { status: 200, schema: stockAlert },
    errors: [badToken],
  },
  {
    method: "post",
    path: "/alerts/confirm",
    operationId: "confirmStockAlert",
    access: "anyone",
    summary: "Confirm an anonymous alert with its link's token (the page's button)",
    body: tokenInput,
    success: { status: 200, schema: stockAlert },
    errors: [badToken],
  },
  {
    method: "get",
    path: "/cart/restore",
    operationId: "restoreCart",
    access: "anyone",
    summary: "A reminder link's cart, each line at today's price and stock (no sign-in)",
    query: tokenQuery,
    success: { status: 200, schema: restoredCart },
    errors: [badToken],
  },
  {
    method: "post",
    path: "/unsubscribe",
    operationId: "unsubscribe",
    access: "anyone",
    summary:
      "One-click unsubscribe (RFC 8058; also POST /unsubscribe on the site): the address gets no marketing mail, its alerts end",
    query: tokenQuery,
    success: { status: 200, schema: unsubscribeResult },
    errors: [badToken],
  },
  {
    method: "get",
    path: "/marketing/stats",
    operationId: "getMarketingStats",
    access: "admin",
    summary: "Reminders sent, carts recovered and their revenue, alerts sent (UTC days from-to), alerts waiting now",
    query: marketingStatsQuery,
    success: { status: 200, schema: marketingStats },
    errors: [],
  },
  {
    method: "get",
    path: "/settings/marketing",
    operationId: "getMarketingSettings",
    access: "owner",
    summary: "Whether abandoned-cart reminders go out, and after how many hours",
    success: { status: 200, schema: marketingSettings },
    errors: [],
  },
  {
    method: "put",
    path: "/settings/marketing",
    operationId: "putMarketingSettings",
    access: "owner",
    summary: "Turn abandoned-cart reminders on or off and set their delay in hours",
    body: marketingSettingsInput,
    success: { status: 200, schema: marketingSettings },
    errors: [],
  },
];
