import { chooseMessage, variantMessages } from "@hometools/contract";
import type { CartRefusal } from "../../domain/cart/refusals";
import { AppError } from "../../errors";
import type { Wording } from "./wording";

export const cartWording: Wording<CartRefusal> = {
  "unknown-cart-products": ({ lines }) =>
    new AppError("bad-request", "Some products in the cart do not exist", 400, {
      fields: Object.fromEntries(lines.map((index) => [`lines.${index}.productId`, "No such product"])),
    }),
  "cart-lines-without-variant": ({ lines }) => {
    const fields = Object.fromEntries(
      lines.map(({ index, optionNames }) => [
        `lines.${index}.variantId`,
        optionNames ? chooseMessage(optionNames.map((name) => ({ name }))) : variantMessages.noSuchOption,
      ]),
    );
    return new AppError("bad-request", Object.values(fields).join("; "), 400, { fields });
  },
  "cart-changed-elsewhere": ({ current }) =>
    new AppError(
      "version-conflict",
      "Your cart changed in another tab or on another device: here it is as it is now",
      409,
      { current },
    ),
  "cart-empty": () => new AppError("cart-empty", "Your cart is empty", 409),
  "cart-changed-meanwhile": () => new AppError("conflict", "Your cart changed meanwhile: check it and try again", 409),
};
