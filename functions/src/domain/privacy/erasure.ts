/**
 * What erasing a customer changes on the documents the shop keeps for its books (docs/privacy.md,
 * docs/decisions/037-erasure.md). Pure: the repository reads a document, asks here for its
 * changes and writes them, turning `ERASED` into a field deletion.
 */

/** The name a kept order shows once its customer is erased. */
export const DELETED_NAME = "Deleted customer";

/** A field to delete (not empty): the repository writes Firestore's delete for it. */
export const ERASED = Symbol("erased");
export type ErasureChanges = Record<string, unknown>;

/** Who is erased: their account uid (if any), the guest uid of their email, the email, and the id that replaces the uid. */
export interface ErasureSubject {
  uids: readonly string[];
  /** Lower-case. */
  email: string;
  replacementUid: string;
}

/** Whether a stored "who" (a history entry's `by`, a uid) names the customer. */
export function namesSubject(subject: ErasureSubject, value: unknown): boolean {
  if (typeof value !== "string") return false;
  return value.trim().toLowerCase() === subject.email || subject.uids.includes(value);
}

type Entry = Record<string, unknown>;

/** Entries (history, refunds) whose `by` named the customer now name "Deleted customer". */
function entriesErased(subject: ErasureSubject, value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((entry: Entry) => (namesSubject(subject, entry?.by) ? { ...entry, by: DELETED_NAME } : entry));
}

const ADDRESS_FIELDS = ["name", "line1", "line2", "city", "postalCode"] as const;

/**
 * A kept order, erased: the name replaced, the contact and the address's personal lines deleted
 * (country and region stay, for tax), the uid replaced by one that leads nowhere, every move the
 * customer made renamed, and a guest's key hashes gone (its links no longer open it).
 */
export function orderErasure(subject: ErasureSubject, data: Entry): ErasureChanges {
  const changes: ErasureChanges = {
    name: DELETED_NAME,
    email: ERASED,
    number: ERASED,
    location: ERASED,
    uid: subject.replacementUid,
    history: entriesErased(subject, data.history),
    "checkout.orderKeyHash": ERASED,
    "checkout.guestEmail": ERASED,
    "checkout.mailKeyHashes": [],
  };
  if (namesSubject(subject, data.cancelledBy)) changes.cancelledBy = subject.replacementUid;
  if (Array.isArray(data.refunds)) changes.refunds = entriesErased(subject, data.refunds);
  if (Array.isArray(data.pendingRefunds)) changes.pendingRefunds = entriesErased(subject, data.pendingRefunds);
  if (data.shippingAddress && typeof data.shippingAddress === "object") {
    for (const field of ADDRESS_FIELDS) changes[`shippingAddress.${field}`] = ERASED;
  }
  return changes;
}

/** A kept return, erased the same way: it stays open for the shop. */
export function returnErasure(subject: ErasureSubject, data: Entry): ErasureChanges {
  return { uid: subject.replacementUid, email: ERASED, history: entriesErased(subject, data.history) };
}

/**
 * The document with the changes applied: `ERASED` fields removed, dotted paths ("shippingAddress.city")
 * reaching into maps. The repository writes the result whole (the embedded fallback emulator ignores
 * a field delete in an update).
 */
export function withErasure(data: Entry, changes: ErasureChanges): Entry {
  const result: Entry = { ...data };
  for (const [path, value] of Object.entries(changes)) {
    const [head, ...rest] = path.split(".");
    if (rest.length === 0) {
      if (value === ERASED) delete result[head!];
      else result[head!] = value;
      continue;
    }
    const inner = result[head!];
    if (!inner || typeof inner !== "object") continue;
    result[head!] = withErasure(inner as Entry, { [rest.join(".")]: value });
  }
  return result;
}
