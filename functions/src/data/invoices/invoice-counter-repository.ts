import { nextNumber } from "../../domain/invoices/invoice-number";
import { db } from "../firebase";
import { read, type Transaction } from "../transaction";

const COLLECTION = "invoiceCounters";

/**
 * `invoiceCounters/{prefix}-{year}` = {prefix, year, last}: the last place issued in one sequence
 * (docs/decisions/047-invoices.md). Read and written in the unit that issues the document, like
 * order numbers (order-number-repository.ts: read in the unit, written with it): two units that
 * read the same `last` cannot both commit (the optimistic unit's precondition, or the locking
 * one's lock), so the loser runs again with the next place. No gap: a place is taken only by a
 * unit that commits, and a unit that commits always issues its document.
 */
export interface NumberClaim {
  number: string;
  /** The write half: the counter moved on, in the issuing unit, after its reads. */
  claim: () => void;
}

/** The next number of `prefix`'s sequence for the UTC year of `at`; call `claim` with the unit's writes. */
export async function pickDocumentNumber(prefix: string, at: Date, tx: Transaction): Promise<NumberClaim> {
  const collection = (await db()).collection(COLLECTION);
  const { counter } = nextNumber(prefix, at, 0);
  const ref = collection.doc(counter);
  const snapshot = await read(ref, tx);
  const last = snapshot.exists ? Number(snapshot.get("last") ?? 0) : 0;
  const next = nextNumber(prefix, at, last);
  return {
    number: next.number,
    claim: () => tx.set(ref, { prefix, year: next.year, last: next.sequence, updatedAt: at }),
  };
}
