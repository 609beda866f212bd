import type { TaxRefusal } from "../../domain/taxes/refusals";
import { AppError } from "../../errors";
import { badField, type Wording } from "./wording";

export const taxWording: Wording<TaxRefusal> = {
  "rate-exists": ({ country, region }) =>
    new AppError(
      "rate-exists",
      `An active rate for ${region ? `${country}/${region}` : country} exists; retire it first`,
      409,
    ),
  "bad-region": ({ problem }) => badField("region", problem),
  "address-not-taxable": () =>
    badField("shippingAddress", "Stripe Tax cannot place this address: check the region and postal code"),
};
