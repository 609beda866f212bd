import type { CommonRefusal, Thing } from "../../domain/refused";
import { AppError } from "../../errors";
import { badField, type Wording } from "./wording";

const names: Record<Thing, string> = {
  order: "Order",
  product: "Product",
  return: "Return",
  user: "User",
  category: "Category",
  "tax-rate": "Tax rate",
  "discount-code": "Discount code",
  "shipping-rate": "Shipping rate",
};

export const commonWording: Wording<CommonRefusal> = {
  "no-such": ({ thing }) => new AppError("not-found", `${names[thing]} not found`, 404),
  "not-yours": ({ thing }) => new AppError("forbidden", `That is not your ${thing}`, 403),
  "owner-only": () => new AppError("owner-only", "Only the shop's owner can do this", 403),
  "sign-in-not-recent": () => new AppError("recent-sign-in-required", "Sign in again to delete your account", 401),
  // Others kept changing what a unit read until it gave up (docs/decisions/009 and 029): a moment
  // later it will most likely go through.
  contention: () =>
    new AppError("contention", "Many people are buying this right now; please try again in a moment", 503, {
      retryAfterSeconds: 1,
    }),
  "bad-cursor": () => badField("cursor", "Must be the cursor from a previous page"),
};
