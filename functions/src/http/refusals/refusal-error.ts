import type { Refusal } from "../../domain/refused";
import type { AppError } from "../../errors";
import { accountWording } from "./accounts";
import { afterSaleWording } from "./after-sale";
import { cartWording } from "./cart";
import { catalogueWording } from "./catalogue";
import { checkoutWording } from "./checkout";
import { commonWording } from "./common";
import { invoiceWording } from "./invoices";
import { marketingWording } from "./marketing";
import { ordersWording } from "./orders";
import { paymentWording } from "./payments";
import { privacyWording } from "./privacy";
import { reviewWording } from "./reviews";
import { taxWording } from "./taxes";
import { teamWording } from "./team";
import type { Wording } from "./wording";

/** Every kind of refusal with its answer: one table, assembled from the areas' (docs/decisions/042). */
const wordings: Wording<Refusal> = {
  ...commonWording,
  ...accountWording,
  ...afterSaleWording,
  ...cartWording,
  ...catalogueWording,
  ...checkoutWording,
  ...invoiceWording,
  ...marketingWording,
  ...ordersWording,
  ...paymentWording,
  ...privacyWording,
  ...reviewWording,
  ...taxWording,
  ...teamWording,
};

/** A refusal as the API answers it (docs/api.md): status, error code, message, fields, current, Retry-After. */
export function refusalError(refusal: Refusal): AppError {
  return (wordings[refusal.kind] as (refusal: Refusal) => AppError)(refusal);
}
