import { chooseMessage, orderMessages, variantMessages } from "@hometools/contract";
import { formatCents } from "../../domain/pricing";
import { OrderRefused, type OrderRefusal } from "../../domain/orders/order-refusal";
import { AppError } from "../../errors";

/**
 * How the client's body named an order's lines: the spec's one-product body answers problems under
 * `quantity`, a body of lines (and the cart) under `lines.<i>.quantity`.
 */
export type OrderForm = "product" | "lines";

/** Runs an order-placing service and words its refusals for the body the client sent. */
export async function wordingOrderRefusals<T>(form: OrderForm, place: () => Promise<T>): Promise<T> {
  try {
    return await place();
  } catch (error) {
    if (error instanceof OrderRefused) throw orderRefusalError(error.refusal, form);
    throw error;
  }
}

/** The refusal as the API answers it (docs/api.md, "Orders"): status, code, message and fields. */
export function orderRefusalError(refusal: OrderRefusal, form: OrderForm): AppError {
  const field = (index: number, name: "quantity" | "productId" | "variantId") =>
    form === "product" ? name : `lines.${index}.${name}`;
  // The spec's one-product order keeps its words; an order of lines names each product it is about.
  const of = (productName: string) => (form === "product" ? "" : ` of ${productName}`);
  switch (refusal.kind) {
    case "unknown-product": {
      const fields = Object.fromEntries(refusal.lines.map((index) => [field(index, "productId"), "no longer sold"]));
      return new AppError("not-found", "Product not found", 404, { fields: form === "lines" ? fields : undefined });
    }
    case "no-variant": {
      const fields = Object.fromEntries(
        refusal.lines.map(({ index, optionNames }) => [
          field(index, "variantId"),
          optionNames ? chooseMessage(optionNames.map((name) => ({ name }))) : variantMessages.noSuchOption,
        ]),
      );
      return new AppError("bad-request", Object.values(fields).join("; "), 400, { fields });
    }
    case "below-minimum":
      return new AppError(
        "bad-request",
        refusal.lines.map((line) => `The minimum order${of(line.productName)} is ${line.minimumOrder}`).join("; "),
        400,
        {
          fields: Object.fromEntries(
            refusal.lines.map((line) => [field(line.index, "quantity"), orderMessages.belowMinimum]),
          ),
        },
      );
    case "out-of-stock":
      return new AppError(
        "out-of-stock",
        refusal.lines.map((line) => `Only ${line.available}${of(line.productName)} left in stock`).join("; "),
        409,
        {
          fields: Object.fromEntries(
            refusal.lines.map((line) => [field(line.index, "quantity"), orderMessages.aboveAvailable]),
          ),
        },
      );
    case "too-many-open-orders":
      return new AppError(
        "too-many-open-orders",
        `You already have ${refusal.holding} unpaid orders: pay or cancel one in your dashboard before ordering again`,
        429,
      );
    case "total-out-of-range": {
      const limit = `${refusal.bound === "min" ? "at least" : "at most"} ${formatCents(refusal.limitCents)}`;
      return new AppError("bad-request", `An order's total must be ${limit}`, 400, {
        fields: { [form === "product" ? "quantity" : "lines"]: `The total must be ${limit}` },
      });
    }
    case "price-changed":
      return new AppError(
        "price-changed",
        `The price changed: the total is now ${formatCents(refusal.totalCents)}`,
        409,
        {
          fields: { totalPrice: "price changed" },
        },
      );
    case "hold-lapses": {
      const until = `${refusal.until.toISOString().slice(0, 16).replace("T", " ")} UTC`;
      return new AppError(
        "hold-limit",
        `${refusal.lapses} of your orders of ${refusal.productName} went unpaid in the last day: you can order it again after ${until}`,
        429,
      );
    }
    case "hold-pieces": {
      const yours = refusal.held ? ` (your unpaid orders already hold ${refusal.held})` : "";
      return new AppError(
        "hold-limit",
        `You can hold at most ${refusal.limit} of ${refusal.productName} unpaid at a time${yours}: order fewer, or pay for your open orders first`,
        429,
        { fields: { [field(refusal.index, "quantity")]: `At most ${refusal.limit - refusal.held} for now` } },
      );
    }
  }
}
