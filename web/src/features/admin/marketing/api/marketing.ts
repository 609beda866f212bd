import type { MarketingSettings, MarketingSettingsInput, MarketingStats, ProductDetail } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";
import { useApiQuery, usePublicApiQuery } from "../../../../lib/api/use-api-query";

/** GET /marketing/stats?from=&to= (owner and staff): reminders, recovered carts, alerts, on those UTC days. */
export const useMarketingStats = (from: string, to: string) =>
  useApiQuery<MarketingStats>(`/marketing/stats?${new URLSearchParams({ from, to })}`);

/** GET /settings/marketing (owner): reminders on or off, and their delay. */
export const useMarketingSettings = (owner: boolean) =>
  useApiQuery<MarketingSettings>(owner ? "/settings/marketing" : null);

/** PUT /settings/marketing (owner). */
export const saveMarketingSettings = (settings: MarketingSettingsInput) =>
  api.put<MarketingSettings>("/settings/marketing", settings);

/** GET /product/{id} (public): the name and options a row of waiting alerts shows. */
export const useWantedTool = (productId: string) =>
  usePublicApiQuery<ProductDetail>(`/product/${encodeURIComponent(productId)}`);
