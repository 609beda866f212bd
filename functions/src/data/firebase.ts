import { getApps, initializeApp, type App } from "firebase-admin/app";
import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import type { Storage } from "firebase-admin/storage";
import { assertFirestoreTarget, storageBucketName } from "../config";

// Firestore and Auth each take about 100 ms to load; they load on first use so a cold start
// that serves GET /healthz (or a webhook) does not pay for what it does not touch.
let firestore: Promise<Firestore> | undefined;
let auth: Promise<Auth> | undefined;

function app(): App {
  return getApps().find((existing) => existing.name === "[DEFAULT]") ?? initializeApp();
}

export function db(): Promise<Firestore> {
  assertFirestoreTarget();
  firestore ??= import("firebase-admin/firestore").then(({ getFirestore }) => {
    const instance = getFirestore(app());
    instance.settings({ ignoreUndefinedProperties: true });
    return instance;
  });
  return firestore;
}

export function adminAuth(): Promise<Auth> {
  auth ??= import("firebase-admin/auth").then(({ getAuth }) => getAuth(app()));
  return auth;
}

/** The project's bucket for the photos (data/catalogue/photo-store.ts), loaded on first use. */
export async function storageBucket(): Promise<ReturnType<Storage["bucket"]>> {
  const { getStorage } = await import("firebase-admin/storage");
  return getStorage(app()).bucket(storageBucketName());
}

/** Firestore Timestamp (or Date, or nothing) to an ISO string for the API. */
export function isoDate(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (value && typeof (value as { toDate?: unknown }).toDate === "function") {
    return (value as { toDate: () => Date }).toDate().toISOString();
  }
  return null;
}
