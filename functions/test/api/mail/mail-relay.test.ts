import { describe, expect, test } from "vitest";
import { call, newProduct, newUser, placeOrder, verifiedUser } from "../helpers";
import { inMinutes, sweepAt } from "../orders/lifecycle-helpers";
import { kindsOf, mailsOf } from "./mail-helpers";
import { eventually, payOrder } from "../payments/payment-helpers";

/**
 * The shop is no mail relay (docs/api.md, "Order mail"): before an order is paid, nothing proves
 * its address is the buyer's, so an account with an unverified email gets no mail about it until
 * money is taken; the receipt goes to every buyer. Typed names and addresses reach a mail as one
 * short line each.
 */
describe("mail before payment goes only to a verified address", () => {
  test("when an account with an unverified email places and cancels an order, then no mail is written; once it pays another, the receipt goes", async () => {
    const product = await newProduct({ price: 10, minimumOrder: 1, available: 10 });
    const stranger = await newUser("Una Verified");
    const cancelled = await placeOrder(stranger, product._id, 1);
    const cancel = await call("POST", `/orders/${cancelled._id}/cancel`, { token: stranger.idToken });
    expect(cancel.status).toBe(200);
    const expiring = await placeOrder(stranger, product._id, 1);
    await sweepAt(inMinutes(31));
    const paid = await placeOrder(stranger, product._id, 1);
    await payOrder(stranger, paid._id);

    expect(await kindsOf(cancelled._id)).toEqual([]);
    expect(await kindsOf(expiring._id)).toEqual([]);
    const receipt = await eventually(async () => (await kindsOf(paid._id)).length > 0 || undefined);
    expect(receipt).toBe(true);
    expect(await kindsOf(paid._id)).toEqual(["paid"]);
    expect((await mailsOf(paid._id))[0]!.to).toBe(stranger.email);
  });

  test("when a verified account places an order, then its 'placed' mail is written", async () => {
    const product = await newProduct({ price: 10, minimumOrder: 1, available: 10 });
    const buyer = await verifiedUser("Vera Verified");
    const order = await placeOrder(buyer, product._id, 1);
    expect(await kindsOf(order._id)).toEqual(["placed"]);
  });

  test("when the location holds line breaks and 1,900 characters, then the mail shows it on one line of at most 200", async () => {
    const product = await newProduct({ price: 10, minimumOrder: 1, available: 10 });
    const buyer = await verifiedUser("Lana Long");
    const location = `1 Main Street\r\n\r\nURGENT: your card was charged twice, call +1 555 0199\n${"z".repeat(1900)}`;
    const order = await placeOrder(buyer, product._id, 1, { location, number: "555\n0100" });
    const [mail] = await mailsOf(order._id);
    const deliverTo = mail!.message.text.split("\n").find((line) => line.startsWith("Deliver to: "))!;
    expect(deliverTo).toMatch(/^Deliver to: 1 Main Street URGENT: your card was charged twice, call \+1 555 0199 z+…$/);
    expect(Array.from(deliverTo.slice("Deliver to: ".length))).toHaveLength(200);
    expect(mail!.message.text).toContain("Phone: 555 0100");
    expect(mail!.message.html).not.toMatch(/z{200}/);
  });
});
