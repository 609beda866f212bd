import type { RestoredCart } from "@hometools/contract";
import { marketingKey } from "../../config";
import { findReminder } from "../../data/marketing/cart-reminder-repository";
import { readToken } from "../../domain/marketing/signed-token";
import { Refused } from "../../domain/refused";
import { cartView } from "../cart/get-cart";

/**
 * GET /cart/restore?token= (no sign-in): the lines a reminder named, each at today's price and stock
 * with its problem if any (as GET /cart shows them). Refused `bad-token` for a forged or expired
 * link, or one whose reminder is gone (an erasure).
 */
export async function restoreCart(token: string, now = new Date()): Promise<RestoredCart> {
  const id = readToken(marketingKey(), "cart-restore", token, now);
  const reminder = id ? await findReminder(id) : null;
  if (!reminder) throw new Refused({ kind: "bad-token" });
  const lines = reminder.lines.map((line) => ({ ...line, productName: "" }));
  return { lines: (await cartView({ lines, version: 0 })).lines };
}
