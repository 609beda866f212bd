import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { orderTotal } from "../../../src/domain/orders/order-total";

const cents = fc.integer({ min: 0, max: 2_000_000 });

describe("an order's total", () => {
  test("when any order is added up, then it equals the recount line by line, tax on top only when prices exclude it", () => {
    fc.assert(
      fc.property(
        fc.array(cents, { minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        cents,
        cents,
        fc.boolean(),
        (lineTotalsCents, share, shippingCents, taxCents, pricesIncludeTax) => {
          let subtotal = 0;
          for (const line of lineTotalsCents) subtotal += line;
          const discountCents = Math.floor(subtotal * share);
          const total = orderTotal({ lineTotalsCents, discountCents, shippingCents, taxCents, pricesIncludeTax });
          let charged = subtotal;
          charged -= discountCents;
          charged += shippingCents;
          if (!pricesIncludeTax) charged += taxCents;
          expect(total).toEqual({
            subtotalCents: subtotal,
            discountCents,
            shippingCents,
            taxCents,
            pricesIncludeTax,
            totalCents: charged,
          });
        },
      ),
    );
  });

  test("when a NY order has a 10% code, taxed shipping and tax on top, then every cent is as a person would count it", () => {
    // $59.97 + $7.50 = $67.47; $6.75 off; $5.99 shipping; $5.92 tax: $72.63.
    const total = orderTotal({
      lineTotalsCents: [5997, 750],
      discountCents: 675,
      shippingCents: 599,
      taxCents: 592,
      pricesIncludeTax: false,
    });
    expect(total.subtotalCents).toBe(6747);
    expect(total.totalCents).toBe(7263);
  });

  test("when prices include tax, then the tax is shown but not added: a German order of 119.00 charges 119.00", () => {
    const total = orderTotal({
      lineTotalsCents: [11900],
      discountCents: 0,
      shippingCents: 0,
      taxCents: 1900,
      pricesIncludeTax: true,
    });
    expect(total).toMatchObject({ subtotalCents: 11900, taxCents: 1900, totalCents: 11900 });
  });
});
