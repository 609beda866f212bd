import { emulatorEnv } from "../ports/ports";
import {
  seedAccounts,
  seedCategories,
  seedDiscountCodes,
  seedInvoicingSettings,
  seedProducts,
  seedReviews,
  seedShippingRates,
  seedTaxRates,
  seedTaxSettings,
  seedToolReviews,
} from "./seed-data";

/**
 * Loads the seed into the emulators. Idempotent: what exists is left as it is (so stock and
 * orders survive a second run), what is missing is created. The seed accounts are created with
 * their password; an existing one keeps its sessions and gets back its display name and team role.
 * It writes through the functions' own repositories, so the seed is stored as the API stores.
 */
export async function seed(): Promise<{ products: number; reviews: number; accounts: number }> {
  Object.assign(process.env, emulatorEnv);
  // Loaded after the environment points at the emulators: firebase-admin reads it on first use.
  const accounts = await import("../functions/src/data/accounts/account-repository");
  const { upsertUser } = await import("../functions/src/data/accounts/user-repository");
  const { putMember } = await import("../functions/src/data/team/team-repository");
  const { findProduct, insertProduct } = await import("../functions/src/data/catalogue/product-repository");
  const categories = await import("../functions/src/data/catalogue/category-repository");
  const { runMigrations } = await import("../functions/src/data/migrations");
  const { findReview, insertReview } = await import("../functions/src/data/reviews/review-repository");
  const toolReviews = await import("../functions/src/data/reviews/tool-review-repository");
  const { runTransaction } = await import("../functions/src/data/transaction");
  const rates = await import("../functions/src/data/checkout/shipping-rate-repository");
  const codes = await import("../functions/src/data/checkout/discount-code-repository");
  const taxRates = await import("../functions/src/data/taxes/tax-rate-repository");
  const taxSettings = await import("../functions/src/data/taxes/tax-settings-repository");
  const invoicing = await import("../functions/src/data/invoices/invoicing-settings-repository");

  for (const { role, ...account } of seedAccounts) {
    const existing = await accounts.findAccountByEmail(account.email);
    // An existing account is left signed in: changing its password would revoke every session
    // (the Auth emulator makes firebase-admin check revocation), so only what is missing is set.
    const { uid } = existing ?? (await accounts.createAccount(account));
    // Only verified accounts can be promoted through the API (docs/api.md, "Auth").
    if (existing && !existing.emailVerified) await accounts.markEmailVerified(uid);
    if (existing && existing.displayName !== account.displayName) {
      await accounts.setDisplayName(uid, account.displayName);
    }
    if (role && (existing?.claims.admin !== true || existing.claims.role !== role)) {
      await accounts.setClaims(uid, { ...existing?.claims, admin: true, role });
    }
    if (role) await putMember(uid, { email: account.email, displayName: account.displayName, role });
    await upsertUser(uid, { email: account.email, displayName: account.displayName, admin: role !== null });
  }

  // Fixed, staggered createdAt keeps the catalogue (and the newest-first reviews) in seed order.
  const base = Date.UTC(2026, 0, 1);
  for (const category of seedCategories) {
    if (!(await categories.findCategory(category.slug))) await categories.insertCategory(category);
  }
  // One after another: each product counts itself in its category, as POST /products does.
  for (const [index, { id, ...product }] of seedProducts.entries()) {
    await runTransaction(async (tx) => {
      if (await findProduct(id, tx)) return;
      const category = await categories.findCategory(product.category, tx);
      await insertProduct(product, { id, createdAt: new Date(base + index * 60_000) }, tx);
      if (category) await categories.countInCategory(category, 1, tx);
    });
  }
  await Promise.all([
    ...seedReviews.map(async ({ id, name, img, ...review }, index) => {
      if (await findReview(id)) return;
      const author = { uid: null, name, img, verifiedBuyer: false };
      await insertReview(author, review, { id, createdAt: new Date(base - index * 60_000) });
    }),
    ...seedShippingRates.map(async ({ id, ...rate }) => {
      if (!(await rates.findShippingRate(id))) await rates.insertShippingRate(rate, { id });
    }),
    ...seedDiscountCodes.map(async (code) => {
      if (!(await codes.findDiscountCode(code.code))) await codes.insertDiscountCode(code);
    }),
    ...seedTaxRates.map(({ id, ...rate }) =>
      runTransaction(async (tx) => {
        if (!(await taxRates.findTaxRate(id, tx))) await taxRates.insertTaxRate(rate, tx, { id });
      }),
    ),
    runTransaction(async (tx) => {
      if (!(await taxSettings.findTaxSettings(tx))) await taxSettings.writeTaxSettings(seedTaxSettings, tx);
    }),
    runTransaction(async (tx) => {
      if (!(await invoicing.findInvoicingSettings(tx)))
        await invoicing.writeInvoicingSettings(seedInvoicingSettings, tx);
    }),
  ]);
  // A tool's reviews one after another: each counts itself in the tool's rating.
  for (const [index, { id, productId, name, ...review }] of seedToolReviews.entries()) {
    await runTransaction(async (tx) => {
      if (await toolReviews.toolReviewExists(id, tx)) return;
      const rating = await toolReviews.findToolRating(productId, tx);
      const author = { uid: null, name };
      await toolReviews.insertToolReview(id, productId, author, review, rating, tx, new Date(base - index * 60_000));
    });
  }
  // The migrations for data stored by older versions (kept with --persist): money in cents,
  // products' search fields, users' lower-case email. Idempotent: a second run writes nothing.
  await runMigrations();
  return { products: seedProducts.length, reviews: seedReviews.length, accounts: seedAccounts.length };
}
