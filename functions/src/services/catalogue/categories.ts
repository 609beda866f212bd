import type { Category, CategoryChanges, DeleteResult, NewCategory } from "@hometools/contract";
import {
  findCategory,
  insertCategory,
  listCategories as listStoredCategories,
  removeCategory,
  updateCategory,
  type StoredCategory,
} from "../../data/catalogue/category-repository";
import { isAlreadyExists, runTransaction } from "../../data/transaction";
import { changesBetween } from "../../domain/team/activity";
import type { Caller } from "../../domain/caller";
import { Refused } from "../../domain/refused";
import { recordActivity } from "../team/record-activity";

/** What the API shows of a category: its place in the list is the list's order. */
const toCategory = ({ position: _position, ...category }: StoredCategory): Category => category;

const slugTaken = () => new Refused({ kind: "slug-taken" });

/** GET /categories (public): every category in position order, each with its count of tools. */
export async function listCategories(): Promise<Category[]> {
  return (await listStoredCategories()).map(toCategory);
}

/** POST /categories (owner): 409 slug-taken for a slug in use; placed after the last unless told. */
export async function addCategory(caller: Caller, input: NewCategory): Promise<Category> {
  try {
    const created = await runTransaction(async (tx) => {
      const [existing, all] = await Promise.all([findCategory(input.slug, tx), listStoredCategories(tx)]);
      if (existing) throw slugTaken();
      const position = input.position ?? Math.max(-1, ...all.map((c) => c.position)) + 1;
      const stored = await insertCategory({ ...input, position }, tx);
      await recordActivity(tx, caller, {
        action: "category.create",
        target: { kind: "category", id: stored.slug, label: stored.name },
      });
      return stored;
    });
    return toCategory(created);
  } catch (error) {
    // Another owner's create of the same slug committed between our read and our write.
    if (isAlreadyExists(error)) throw slugTaken();
    throw error;
  }
}

/** PATCH /categories/{slug} (owner). */
export async function editCategory(caller: Caller, slug: string, changes: CategoryChanges): Promise<Category> {
  const saved = await runTransaction(async (tx) => {
    const category = await findCategory(slug, tx);
    if (!category) throw new Refused({ kind: "no-such", thing: "category" });
    await updateCategory(slug, changes, tx);
    const changed = changesBetween(category, changes);
    const saved = { ...category, ...changes };
    if (changed) {
      await recordActivity(tx, caller, {
        action: "category.update",
        target: { kind: "category", id: slug, label: saved.name },
        changes: changed,
      });
    }
    return saved;
  });
  return toCategory(saved);
}

/** DELETE /categories/{slug} (owner): 409 category-in-use while a tool has it; 404 for none. */
export async function deleteCategory(caller: Caller, slug: string): Promise<DeleteResult> {
  await runTransaction(async (tx) => {
    const category = await findCategory(slug, tx);
    if (!category) throw new Refused({ kind: "no-such", thing: "category" });
    if (category.productCount > 0) throw new Refused({ kind: "category-in-use", tools: category.productCount });
    await removeCategory(slug, tx);
    await recordActivity(tx, caller, {
      action: "category.delete",
      target: { kind: "category", id: slug, label: category.name },
    });
  });
  return { deletedCount: 1 };
}
