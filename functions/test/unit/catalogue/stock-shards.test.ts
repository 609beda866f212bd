import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  moved,
  piecesOf,
  rebalanced,
  spreadOver,
  STOCK_SHARDS,
  takeFrom,
  WARM_MS,
  withPieces,
  type StockShard,
} from "../../../src/domain/catalogue/stock-shards";

const VARIANTS = ["6-in", "8-in"] as const;

/** A tool's shards as an order, a stock move or a rebalancing leaves them, each write stamped `now`. */
function apply(shards: StockShard[], variantId: string, delta: number, now: number): StockShard[] {
  const next = moved(shards, variantId, delta, now);
  return next.shards.map((shard, index) => (next.changed.has(index) ? { ...shard, writtenAt: now } : shard));
}

const empty = (): StockShard[] => Array.from({ length: STOCK_SHARDS }, () => ({ pieces: {}, writtenAt: 0 }));

type Step =
  | { kind: "order"; variant: number; quantity: number }
  | { kind: "cancel"; which: number }
  | { kind: "refund"; which: number; pieces: number; restock: boolean }
  | { kind: "restock"; variant: number; delta: number }
  | { kind: "shard move"; variant: number }
  | { kind: "wait"; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("order" as const), variant: fc.nat(1), quantity: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ kind: fc.constant("cancel" as const), which: fc.nat(50) }),
  fc.record({
    kind: fc.constant("refund" as const),
    which: fc.nat(50),
    pieces: fc.integer({ min: 1, max: 30 }),
    restock: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("restock" as const), variant: fc.nat(1), delta: fc.integer({ min: -40, max: 60 }) }),
  fc.record({ kind: fc.constant("shard move" as const), variant: fc.nat(1) }),
  fc.record({ kind: fc.constant("wait" as const), ms: fc.integer({ min: 0, max: 2000 }) }),
);

describe("sharded stock (docs/decisions/049)", () => {
  test("when orders, cancellations, refunds, restocks and shard moves interleave, then after every step each variant's sum is the model's, no shard is below 0 and no piece is taken twice", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 2, maxLength: 2 }),
        fc.array(step, { maxLength: 80 }),
        fc.infiniteStream(fc.double({ min: 0, max: 0.999999, noNaN: true })),
        (initial, steps, randoms) => {
          const random = () => randoms.next().value as number;
          let now = 10_000;
          let shards = empty();
          const model = new Map<string, number>();
          VARIANTS.forEach((variant, index) => {
            shards = apply(shards, variant, initial[index]!, now);
            model.set(variant, initial[index]!);
          });
          // Orders still holding their pieces: what a cancel or a refund may give back.
          const open: Array<{ variant: string; quantity: number }> = [];
          for (const s of steps) {
            if (s.kind === "wait") now += s.ms;
            if (s.kind === "order") {
              const variant = VARIANTS[s.variant]!;
              if (model.get(variant)! < s.quantity) continue; // refused for stock: nothing moves
              const taken = takeFrom(shards, variant, s.quantity, now, random);
              expect([...taken.values()].reduce((sum, pieces) => sum + pieces, 0)).toBe(s.quantity);
              for (const [index, pieces] of taken) expect(pieces).toBeLessThanOrEqual(shards[index]!.pieces[variant]!);
              shards = apply(shards, variant, -s.quantity, now);
              model.set(variant, model.get(variant)! - s.quantity);
              open.push({ variant, quantity: s.quantity });
            }
            if ((s.kind === "cancel" || s.kind === "refund") && open.length > 0) {
              const order = open[s.which % open.length]!;
              const back = s.kind === "cancel" ? order.quantity : Math.min(s.pieces, order.quantity);
              order.quantity -= back;
              if (order.quantity === 0) open.splice(open.indexOf(order), 1);
              if (s.kind === "cancel" || s.restock) {
                shards = apply(shards, order.variant, back, now);
                model.set(order.variant, model.get(order.variant)! + back);
              }
            }
            if (s.kind === "restock") {
              const variant = VARIANTS[s.variant]!;
              if (model.get(variant)! + s.delta < 0 || s.delta === 0) continue; // refused: below 0
              shards = apply(shards, variant, s.delta, now);
              model.set(variant, model.get(variant)! + s.delta);
            }
            if (s.kind === "shard move") {
              const variant = VARIANTS[s.variant]!;
              const target = rebalanced(shards, variant, random);
              shards = withPieces(shards, variant, (index) => target.get(index)!, target.keys()).shards;
            }
            for (const variant of VARIANTS) expect(piecesOf(shards, variant)).toBe(model.get(variant));
            for (const shard of shards)
              for (const pieces of Object.values(shard.pieces)) expect(pieces).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  test("when pieces come back, then they spread evenly over every shard and a single piece lands on one", () => {
    const spread = spreadOver(STOCK_SHARDS, 2 * STOCK_SHARDS + 3, () => 0.5);
    expect([...spread.values()].reduce((sum, pieces) => sum + pieces, 0)).toBe(2 * STOCK_SHARDS + 3);
    expect(Math.max(...spread.values()) - Math.min(...spread.values())).toBeLessThanOrEqual(1);
    expect(spreadOver(STOCK_SHARDS, 1).size).toBe(1);
  });

  test("when some shards were written less than a second ago, then an order takes from a cool one, and from warm ones only when no cool one holds the variant", () => {
    const now = 100_000;
    const shards = empty().map((shard, index) => ({
      pieces: { default: 1 },
      writtenAt: index < STOCK_SHARDS - 1 ? now - WARM_MS / 2 : now - WARM_MS * 3,
    }));
    for (let run = 0; run < 20; run++)
      expect([...takeFrom(shards, "default", 1, now).keys()]).toEqual([STOCK_SHARDS - 1]);
    // A large order goes on to the warm shards once the cool one is spent.
    const large = takeFrom(shards, "default", 5, now);
    expect(large.get(STOCK_SHARDS - 1)).toBe(1);
    expect([...large.values()].reduce((sum, pieces) => sum + pieces, 0)).toBe(5);
    expect(() => takeFrom(shards, "default", STOCK_SHARDS + 1, now)).toThrow();
  });
});
