import { describe, expect, test } from "vitest";
import { DELETED_NAME, orderErasure, withErasure, type ErasureSubject } from "../../../src/domain/privacy/erasure";

const subject: ErasureSubject = { uids: ["uid-1", "guest-abc"], email: "ann@example.com", replacementUid: "deleted-x" };

const order = {
  uid: "uid-1",
  name: "Ann Example",
  email: "Ann@Example.com",
  number: "+1 555 0100",
  location: "12 Elm Street",
  cancelledBy: "uid-1",
  shippingAddress: {
    name: "Ann Example",
    line1: "12 Elm",
    city: "Springfield",
    postalCode: "62701",
    region: "IL",
    country: "US",
  },
  history: [
    { at: "t1", status: "pending", by: "ANN@example.com", reason: "placed" },
    { at: "t2", status: "shipped", by: "staff@example.com", reason: "marked shipped" },
  ],
  refunds: [],
  checkout: {
    orderKeyHash: "h",
    guestEmail: "ann@example.com",
    clientKey: "c",
    redemptionIds: ["r"],
    mailKeyHashes: ["m"],
  },
  totalCents: 1200,
};

describe("erasing a kept order", () => {
  test("when an order is erased, then its personal fields are gone, the address keeps country and region, and only the customer's moves are renamed", () => {
    const erased = withErasure(order, orderErasure(subject, order));
    expect(erased).toMatchObject({ uid: "deleted-x", name: DELETED_NAME, cancelledBy: "deleted-x", totalCents: 1200 });
    for (const field of ["email", "number", "location"]) expect(erased).not.toHaveProperty(field);
    expect(erased.shippingAddress).toEqual({ region: "IL", country: "US" });
    expect((erased.history as Array<{ by: string }>).map((entry) => entry.by)).toEqual([
      DELETED_NAME,
      "staff@example.com",
    ]);
    expect(erased.checkout).toEqual({ clientKey: "c", redemptionIds: ["r"], mailKeyHashes: [] });
  });

  test("when an erased order is erased again, then nothing changes", () => {
    const once = withErasure(order, orderErasure(subject, order));
    expect(withErasure(once, orderErasure(subject, once))).toEqual(once);
  });
});
