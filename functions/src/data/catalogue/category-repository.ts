import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { Category, NewCategory } from "@hometools/contract";
import { db, isoDate } from "../firebase";
import { buildQuery, DOCUMENT_ID, type QueryShape } from "../query-shape";
import { create, read, update, type Transaction } from "../transaction";

/**
 * `categories/{slug}`: a category's name, description and place in the list, and `productCount`,
 * the tools that name it, kept in the same unit as every product create, edit and delete
 * (docs/decisions/038), so GET /categories is one query whatever the catalogue's size.
 */
const COLLECTION = "categories";

export interface StoredCategory extends Category {
  position: number;
}

async function categories() {
  return (await db()).collection(COLLECTION);
}

function toStoredCategory(snapshot: DocumentSnapshot): StoredCategory {
  const data = snapshot.data() ?? {};
  return {
    slug: snapshot.id,
    name: String(data.name ?? ""),
    description: String(data.description ?? ""),
    position: Number(data.position ?? 0),
    productCount: Math.max(0, Number(data.productCount ?? 0)),
  };
}

/** Every category in position order, ties by slug (a shop has a handful: read whole). */
export const categoryListShape = (): QueryShape => ({
  collection: COLLECTION,
  filters: [],
  orderBy: [
    { field: "position", direction: "asc" },
    { field: DOCUMENT_ID, direction: "asc" },
  ],
});

export async function listCategories(tx?: Transaction): Promise<StoredCategory[]> {
  const query = buildQuery(await categories(), categoryListShape());
  const { docs } = tx ? await tx.get(query) : await query.get();
  return docs.map(toStoredCategory);
}

/** Every category's slug and when it last changed: the sitemap's. */
export async function listCategoryStamps(): Promise<Array<{ slug: string; changedAt: string | null }>> {
  const { docs } = await buildQuery(await categories(), categoryListShape()).get();
  return docs.map((doc) => ({
    slug: doc.id,
    changedAt: isoDate(doc.get("updatedAt")) ?? isoDate(doc.get("createdAt")),
  }));
}

export async function findCategory(slug: string, tx?: Transaction): Promise<StoredCategory | null> {
  const snapshot = await read((await categories()).doc(slug), tx);
  return snapshot.exists ? toStoredCategory(snapshot) : null;
}

/** Creates `categories/{slug}` (a second create of one slug fails: the caller's unit reads it first). */
export async function insertCategory(category: Required<NewCategory>, tx?: Transaction): Promise<StoredCategory> {
  const at = new Date();
  const { slug, ...fields } = category;
  await create((await categories()).doc(slug), { slug, ...fields, productCount: 0, createdAt: at, updatedAt: at }, tx);
  return { ...category, productCount: 0 };
}

export async function updateCategory(
  slug: string,
  changes: Partial<Pick<StoredCategory, "name" | "description" | "position">>,
  tx?: Transaction,
): Promise<void> {
  await update((await categories()).doc(slug), { ...changes, updatedAt: new Date() }, tx);
}

export async function removeCategory(slug: string, tx: Transaction): Promise<void> {
  tx.delete((await categories()).doc(slug));
}

/**
 * Sets a category's count of tools to its count as read in the same unit plus `delta` (the unit's
 * commit checks the category is unchanged since, so two products added at once both count).
 */
export async function countInCategory(category: StoredCategory, delta: number, tx: Transaction): Promise<void> {
  await update(
    (await categories()).doc(category.slug),
    { productCount: Math.max(0, category.productCount + delta) },
    tx,
  );
}
