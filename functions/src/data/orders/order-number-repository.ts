import { randomBytes } from "node:crypto";
import { newOrderNumber } from "../../domain/orders/order-number";
import { db } from "../firebase";
import { isAlreadyExists, read, type Transaction } from "../transaction";

const COLLECTION = "orderNumbers";
/** 32^6 numbers: a taken one is rare; a run of them means something is wrong. */
const ATTEMPTS = 8;

async function numbers() {
  return (await db()).collection(COLLECTION);
}

/**
 * `orderNumbers/{number}` = {orderId}: the number taken, created in the order's own unit. In a
 * unit the number is read first (so call it before the unit's first write) and created as one read
 * missing: a second order racing for the same number makes the unit run again with a fresh one.
 */
export async function reserveOrderNumber(orderId: string, tx?: Transaction): Promise<string> {
  const collection = await numbers();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const number = newOrderNumber(randomBytes);
    const ref = collection.doc(number);
    if (tx) {
      if ((await read(ref, tx)).exists) continue;
      tx.create(ref, { orderId, createdAt: new Date() });
      return number;
    }
    try {
      await ref.create({ orderId, createdAt: new Date() });
      return number;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }
  throw new Error(`no free order number after ${ATTEMPTS} attempts`);
}

/**
 * A number no order has, read in the order's unit before its writes (call it with the unit's other
 * reads: it shares their batch read); claimOrderNumber writes it with the order. A second order
 * racing for the same number makes one of the units run again with a fresh one.
 */
export async function pickOrderNumber(tx: Transaction): Promise<string> {
  const collection = await numbers();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const number = newOrderNumber(randomBytes);
    if (!(await read(collection.doc(number), tx)).exists) return number;
  }
  throw new Error(`no free order number after ${ATTEMPTS} attempts`);
}

/** The write half of pickOrderNumber: `orderNumbers/{number}` = {orderId}, created as read missing. */
export async function claimOrderNumber(number: string, orderId: string, tx: Transaction): Promise<void> {
  tx.create((await numbers()).doc(number), { orderId, createdAt: new Date() });
}

/** The id of the order that has `number`, or null. */
export async function findOrderIdByNumber(number: string): Promise<string | null> {
  const snapshot = await read((await numbers()).doc(number));
  return snapshot.exists ? String(snapshot.get("orderId") ?? "") || null : null;
}
