import type { AccountRefusal } from "../../domain/accounts/refusals";
import { AppError } from "../../errors";
import type { Wording } from "./wording";

const emailUnchangeable = "The email cannot be changed here";

export const accountWording: Wording<AccountRefusal> = {
  "email-not-verified": ({ email }) =>
    new AppError("email-not-verified", `${email} has not verified the address yet`, 409),
  "email-unchangeable": () =>
    new AppError("bad-request", emailUnchangeable, 400, { fields: { email: emailUnchangeable } }),
  "over-write-budget": ({ whose, retryAfterSeconds }) =>
    new AppError(
      "rate-limited",
      `Too many changes from your ${whose === "account" ? "account" : "network"} in a minute: please wait ${retryAfterSeconds} s and try again`,
      429,
      { retryAfterSeconds },
    ),
  "invalid-account": () => new AppError("bad-request", "That is not a valid account", 400),
};
