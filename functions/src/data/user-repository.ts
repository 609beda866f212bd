import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import type { Profile, UserSummary } from "@hometools/contract";
import { db } from "./firebase";
import { read, runTransaction } from "./transaction";

const COLLECTION = "users";

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
  return (await db()).collection(COLLECTION).doc(uid);
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
    tx.set(ref, { ...merged, updatedAt: now, ...(snapshot.exists ? {} : { createdAt: now }) }, { merge: true });
    return merged;
  };
  return tx ? upsert(tx) : runTransaction(upsert);
}

export async function listUsers(): Promise<Omit<UserSummary, "emailVerified">[]> {
  const snapshot = await (await db()).collection(COLLECTION).orderBy("email").get();
  return snapshot.docs.map((doc) => {
    const user = toUserRecord(doc);
    return { _id: doc.id, email: user.email, displayName: user.displayName, admin: user.admin };
  });
}

export function toProfile(user: UserRecord): Profile {
  return { ...user };
}
