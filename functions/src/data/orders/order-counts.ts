import { buildQuery } from "../query-shape";
import { toStoredOrder } from "./order-document";
import { live, orderCollection, orderShapes } from "./order-queries";

// The overview's counts of orders (GET /stats, docs/decisions/028).

/** Orders that hold stock now, and their pieces. */
export async function countOpenHolds(): Promise<{ orders: number; pieces: number }> {
  const { docs } = await buildQuery(await orderCollection(), orderShapes.pending()).get();
  const held = docs.map(toStoredOrder).filter(live);
  return { orders: held.length, pieces: held.reduce((pieces, order) => pieces + order.quantity, 0) };
}

/** Orders whose payment the customer's bank disputes. */
export async function countDisputed(): Promise<number> {
  const { docs } = await buildQuery(await orderCollection(), orderShapes.disputed()).get();
  return docs.length;
}
