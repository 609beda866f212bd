import type { CommonRefusal, Thing } from "../../domain/refused";
import { AppError, contention } from "../../errors";
import { badField, type Wording } from "./wording";

const names: Record<Thing, string> = {
  order: "Order",
  product: "Product",
  image: "Photo",
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
  // The transaction layer's own answer when a unit gives up (errors.ts), for a service that gives up alike.
  contention: () => contention(),
  "bad-cursor": () => badField("cursor", "Must be the cursor from a previous page"),
};
