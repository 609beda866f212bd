import {
  checkoutOrderInput,
  discountCodeInput,
  discountCodePatch,
  quoteInput,
  shippingRateInput,
  shippingRatePatch,
} from "@hometools/contract";
import { Router } from "express";
import { checkout } from "../../services/checkout/checkout";
import { addDiscountCode, editDiscountCode, listCodes } from "../../services/checkout/discount-codes";
import { quoteCart } from "../../services/checkout/quote-cart";
import { addRate, editRate, listRates } from "../../services/checkout/shipping-rates";
import { AppError } from "../../errors";
import { clientAddress } from "../client-address";
import { optionalAuth } from "../middleware/order-key";
import { budgetKeys } from "../middleware/rate-limit";
import { callerOf, requireAdmin, requireAuth, requireOwner } from "../middleware/require-auth";
import { wordingOrderRefusals } from "../refusals/order-refusals";
import { cachePublicly } from "../paging";
import { docId, param, parse } from "../validate";

/** The checkout for everyone (docs/api.md, "Checkout"): quotes, shipping rates, discount codes. */
export const checkoutRouter = Router();

checkoutRouter.post("/cart/quote", async (req, res) => {
  const { lines, ...rest } = parse(quoteInput, req.body);
  res.json(
    await quoteCart({
      ...rest,
      lines: lines.map((line, index) => ({ ...line, productId: lineProductId(line.productId, index) })),
    }),
  );
});

// With a token the order is the account's; without one a guest's, named by `email` and held to the
// limits by that email and by the client address the platform saw.
checkoutRouter.post("/checkout", optionalAuth, async (req, res) => {
  const { lines, email, ...rest } = parse(checkoutOrderInput, req.body);
  const checked = lines.map((line, index) => ({ ...line, productId: lineProductId(line.productId, index) }));
  if (!req.caller && !email) {
    throw new AppError("bad-request", "email: Email is required", 400, { fields: { email: "Email is required" } });
  }
  const shopper = req.caller ? { caller: req.caller } : { guestEmail: email!, clientAddress: clientAddress(req) };
  const placing = () => checkout(shopper, { ...rest, lines: checked }, budgetKeys(req));
  res.status(201).json(await wordingOrderRefusals("lines", placing));
});

// The active rates for everyone; `?all=true` (admins) also the inactive ones, for the Shipping page.
checkoutRouter.get(
  "/shipping-rates",
  async (req, res, next) => {
    if (req.query.all !== undefined) {
      next();
      return;
    }
    cachePublicly(res);
    res.json(await listRates());
  },
  requireAuth,
  requireAdmin,
  async (_req, res) => {
    res.json(await listRates({ all: true }));
  },
);

checkoutRouter.post("/shipping-rates", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.status(201).json(await addRate(callerOf(req), parse(shippingRateInput, req.body)));
});

checkoutRouter.patch("/shipping-rates/:id", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.json(await editRate(callerOf(req), docId(req.params.id, "Shipping rate"), parse(shippingRatePatch, req.body)));
});

checkoutRouter.post("/discount-codes", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.status(201).json(await addDiscountCode(callerOf(req), parse(discountCodeInput, req.body)));
});

checkoutRouter.get("/discount-codes", requireAuth, requireAdmin, async (_req, res) => {
  res.json(await listCodes());
});

checkoutRouter.patch("/discount-codes/:code", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  const code = param(req.params.code).toUpperCase();
  if (!/^[A-Z0-9-]{3,32}$/.test(code)) throw new AppError("not-found", "Discount code not found", 404);
  res.json(await editDiscountCode(callerOf(req), code, parse(discountCodePatch, req.body)));
});

/** A product id that cannot name a document is an unknown product: 400 at its line. */
function lineProductId(value: string, index: number): string {
  try {
    return docId(value, "Product");
  } catch {
    throw new AppError("bad-request", "Some products do not exist", 400, {
      fields: { [`lines.${index}.productId`]: "No such product" },
    });
  }
}
