import type { MarketingRefusal } from "../../domain/marketing/refusals";
import { AppError } from "../../errors";
import { badField, type Wording } from "./wording";

export const marketingWording: Wording<MarketingRefusal> = {
  "in-stock": () => new AppError("in-stock", "This tool is in stock: you can order it now", 409),
  "bad-token": () => new AppError("bad-token", "This link is not valid or has expired: ask again from the shop", 400),
  "alert-email-required": () => badField("email", "Enter the email address to tell"),
  "too-many-alerts": ({ retryAfterSeconds }) =>
    new AppError("rate-limited", `Too many alerts in a minute: please wait ${retryAfterSeconds} s and try again`, 429, {
      retryAfterSeconds,
    }),
};
