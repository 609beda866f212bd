import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { Transaction } from "../transaction";
import { isImageUrl, type Profile, type UserSummary } from "@hometools/contract";
import type { Page, PageRequest } from "../../domain/paging";
import { db } from "../firebase";
import { pagedShape, readPage } from "../paged-query";
import type { QueryShape } from "../query-shape";
import { read, runTransaction } from "../transaction";

const COLLECTION = "users";

/** The users collection (data/ only). */
export async function userCollection() {
  return (await db()).collection(COLLECTION);
}

/** users/{uid} as stored: the profile the API shows (admin mirrors the custom claim). */
export type UserRecord = Profile;

function toUserRecord(snapshot: DocumentSnapshot): UserRecord {
  const data = snapshot.data() ?? {};
  return {
    email: String(data.email ?? ""),
    displayName: String(data.displayName ?? ""),
    photoURL: String(data.photoURL ?? ""),
    phone: String(data.phone ?? ""),
    github: String(data.github ?? ""),
    facebook: String(data.facebook ?? ""),
    admin: data.admin === true,
  };
}

async function userRef(uid: string) {
  return (await userCollection()).doc(uid);
}

export async function findUser(uid: string, tx?: Transaction): Promise<UserRecord | null> {
  const snapshot = await read(await userRef(uid), tx);
  return snapshot.exists ? toUserRecord(snapshot) : null;
}

/** Creates or updates users/{uid}; createdAt is set once. In its own transaction unless given one. */
export async function upsertUser(uid: string, fields: Partial<UserRecord>, tx?: Transaction): Promise<UserRecord> {
  const ref = await userRef(uid);
  const now = new Date();
  const upsert = async (tx: Transaction) => {
    const snapshot = await tx.get(ref);
    const merged = { ...toUserRecord(snapshot), ...fields };
    // emailLower: what Make admin's search and the list's order compare (emails differ in case).
    const stored = { ...merged, emailLower: merged.email.toLowerCase(), updatedAt: now };
    tx.set(ref, { ...stored, ...(snapshot.exists ? {} : { createdAt: now }) }, { merge: true });
    return merged;
  };
  return tx ? upsert(tx) : runTransaction(upsert);
}

/** The query behind GET /user: by lower-case email, optionally those starting with `prefix`. */
export function userListShape(prefix: string): QueryShape {
  const lower = prefix.toLowerCase();
  // Every string that starts with `lower` sorts at or after it and before lower + U+F8FF.
  const filters: QueryShape["filters"] = lower
    ? [
        { field: "emailLower", op: ">=", value: lower },
        { field: "emailLower", op: "<", value: `${lower}\uf8ff` },
      ]
    : [];
  return pagedShape({ collection: COLLECTION, filters }, "emailLower", "asc");
}

/** One page of users by email (case-insensitive), optionally those whose email starts with `prefix`. */
/** `emailVerified` lives in Firebase Auth, not here: services/accounts/list-users.ts adds it. */
export async function listUsers(prefix: string, page: PageRequest): Promise<Page<Omit<UserSummary, "emailVerified">>> {
  const toSummary = (doc: DocumentSnapshot): Omit<UserSummary, "emailVerified"> => {
    const user = toUserRecord(doc);
    return { _id: doc.id, email: user.email, displayName: user.displayName, admin: user.admin };
  };
  return readPage(await userCollection(), userListShape(prefix), page, toSummary, (doc) => ({
    value: String(doc.get("emailLower") ?? ""),
    id: doc.id,
  }));
}

/**
 * The profile as the API shows it. The photo comes from the account, which its owner can set to
 * anything: like a product image it must be an https: URL or a site path, else none is shown.
 */
export function toProfile(user: UserRecord): Profile {
  return { ...user, photoURL: isImageUrl(user.photoURL) ? user.photoURL : "" };
}
