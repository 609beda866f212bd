import type { CheckoutRefusal } from "../../domain/checkout/refusals";
import { AppError } from "../../errors";
import { badField, type Wording } from "./wording";

export const checkoutWording: Wording<CheckoutRefusal> = {
  "no-shipping-to": ({ country }) => badField("shippingRateId", `This rate does not ship to ${country}`),
  "code-refused": ({ problem }) => badField("code", problem),
  "code-exists": ({ code }) =>
    new AppError("conflict", `The code ${code} exists already`, 409, { fields: { code: "This code exists already" } }),
  "code-ends-before-start": () => badField("endsAt", "Must be after startsAt"),
};
