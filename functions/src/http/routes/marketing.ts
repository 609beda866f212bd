import {
  marketingConsentInput,
  marketingSettingsInput,
  marketingStatsQuery,
  stockAlertInput,
  tokenInput,
  tokenQuery,
} from "@hometools/contract";
import { Router } from "express";
import { shopUrl } from "../../config";
import { Refused } from "../../domain/refused";
import { getMe, setMarketingConsent } from "../../services/marketing/consent";
import { getMarketingSettings, putMarketingSettings } from "../../services/marketing/marketing-settings";
import { getMarketingStats } from "../../services/marketing/marketing-stats";
import { restoreCart } from "../../services/marketing/restore-cart";
import { askStockAlert, confirmStockAlert } from "../../services/marketing/stock-alerts";
import { unsubscribe } from "../../services/marketing/unsubscribe";
import { callerOf, optionalAuth, requireAdmin, requireAuth, requireOwner } from "../middleware/require-auth";
import { docId, parse } from "../validate";

/**
 * Marketing mail with consent (docs/api.md, "Marketing mail"; docs/decisions/048): the caller's
 * consent, back-in-stock alerts and their confirm link, the cart a reminder restores, the one-click
 * unsubscribe, the owner's figures and settings.
 */
export const marketingRouter = Router();

marketingRouter.get("/me", requireAuth, async (req, res) => {
  res.set("Cache-Control", "private, no-store").json(await getMe(callerOf(req)));
});

marketingRouter.put("/me/marketing", requireAuth, async (req, res) => {
  res.json(await setMarketingConsent(callerOf(req), parse(marketingConsentInput, req.body)));
});

marketingRouter.post("/products/:id/alerts", optionalAuth, async (req, res) => {
  const input = parse(stockAlertInput, req.body ?? {});
  const { created, alert } = await askStockAlert(req.caller, docId(req.params.id, "Product"), input);
  res.status(created ? 201 : 200).json(alert);
});

// The confirm mail's link: a browser is sent on to the app's page, which says how it went.
marketingRouter.get("/alerts/confirm", async (req, res) => {
  const browser = req.accepts(["json", "html"]) === "html";
  if (!browser) {
    res.json(await confirmStockAlert(parse(tokenQuery, req.query).token));
    return;
  }
  const page = `${shopUrl()}/alerts/confirm`;
  try {
    const alert = await confirmStockAlert(parse(tokenQuery, req.query).token);
    const query = new URLSearchParams({ status: "confirmed", product: alert.productId, variant: alert.variantId });
    res.redirect(303, `${page}?${query}`);
  } catch (error) {
    if (!(error instanceof Refused) && !(error as { status?: number }).status) throw error;
    res.redirect(303, `${page}?status=bad-token`);
  }
});

marketingRouter.post("/alerts/confirm", async (req, res) => {
  res.json(await confirmStockAlert(parse(tokenInput, req.body).token));
});

marketingRouter.get("/cart/restore", async (req, res) => {
  res.set("Cache-Control", "private, no-store").json(await restoreCart(parse(tokenQuery, req.query).token));
});

// RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to the URL the header names; the
// token is in the URL, the body is not read.
marketingRouter.post("/unsubscribe", async (req, res) => {
  res.json(await unsubscribe(parse(tokenQuery, req.query).token));
});

marketingRouter.get("/marketing/stats", requireAuth, requireAdmin, async (req, res) => {
  res.set("Cache-Control", "private, no-store").json(await getMarketingStats(parse(marketingStatsQuery, req.query)));
});

marketingRouter.get("/settings/marketing", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.json(await getMarketingSettings(callerOf(req)));
});

marketingRouter.put("/settings/marketing", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.json(await putMarketingSettings(callerOf(req), parse(marketingSettingsInput, req.body)));
});
