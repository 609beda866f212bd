import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { scriptsApp } from "./lib/admin-app";
import { emulatorEnv } from "./lib/ports";
import { seedAccounts, seedProducts, seedReviews } from "./seed-data";

/**
 * Loads the seed into the emulators. Idempotent: what exists is left as it is (so stock and
 * orders survive a second run), what is missing is created. The seed accounts are created with
 * their password; an existing one keeps its sessions and gets back its display name and admin claim.
 */
export async function seed(): Promise<{ products: number; reviews: number; accounts: number }> {
  Object.assign(process.env, emulatorEnv);
  const app = scriptsApp();
  const auth = getAuth(app);
  const db = getFirestore(app);

  for (const account of seedAccounts) {
    const user = await auth.getUserByEmail(account.email).catch(() => null);
    // An existing account is left signed in: changing its password would revoke every session
    // (the Auth emulator makes firebase-admin check revocation), so only what is missing is set.
    const { uid } =
      user ??
      (await auth.createUser({
        email: account.email,
        password: account.password,
        displayName: account.displayName,
        emailVerified: true,
      }));
    if (user && user.displayName !== account.displayName) {
      await auth.updateUser(uid, { displayName: account.displayName });
    }
    if (account.admin && user?.customClaims?.admin !== true) {
      await auth.setCustomUserClaims(uid, { ...(user?.customClaims ?? {}), admin: true });
    }
    await db
      .collection("users")
      .doc(uid)
      .set(
        { email: account.email, displayName: account.displayName, admin: account.admin, updatedAt: new Date() },
        { merge: true },
      );
  }

  // Fixed, staggered createdAt keeps the catalogue (and the newest-first reviews) in seed order.
  const base = Date.UTC(2026, 0, 1);
  await Promise.all([
    ...seedProducts.map(async ({ id, ...product }, index) => {
      const ref = db.collection("products").doc(id);
      if (!(await ref.get()).exists) await ref.set({ ...product, createdAt: new Date(base + index * 60_000) });
    }),
    ...seedReviews.map(async ({ id, ...review }, index) => {
      const ref = db.collection("reviews").doc(id);
      if (!(await ref.get()).exists) {
        await ref.set({ ...review, uid: null, createdAt: new Date(base - index * 60_000) });
      }
    }),
  ]);
  return { products: seedProducts.length, reviews: seedReviews.length, accounts: seedAccounts.length };
}

// `npm run seed`: seed a stack that is already running.
if (import.meta.url === `file://${process.argv[1]}`) {
  seed()
    .then((counts) =>
      console.log(`Seeded ${counts.products} products, ${counts.reviews} reviews, ${counts.accounts} accounts`),
    )
    .catch((error) => {
      console.error(`Seeding failed: ${(error as Error).message}`);
      process.exit(1);
    });
}
