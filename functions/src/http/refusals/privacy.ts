import type { PrivacyRefusal } from "../../domain/privacy/refusals";
import { AppError } from "../../errors";
import type { Wording } from "./wording";

export const privacyWording: Wording<PrivacyRefusal> = {
  "confirm-not-own-email": () =>
    new AppError("bad-request", "Type your account's email to confirm", 400, {
      fields: { confirm: "Must be your account's email" },
    }),
  "team-member": () =>
    new AppError("team-member", "Leave the team first: an owner removes members on the Team page", 409),
};
