import { countInCategory, findCategory, type StoredCategory } from "../../data/catalogue/category-repository";
import type { Transaction } from "../../data/transaction";
import { Refused } from "../../domain/refused";

/**
 * A product's category as the unit that sets it reads it: 400 `fields.category` for a slug no
 * category has. Read before the unit's first write; then `count` it (docs/decisions/038).
 */
export async function readProductCategory(slug: string | null, tx: Transaction): Promise<StoredCategory | null> {
  if (slug === null) return null;
  const category = await findCategory(slug, tx);
  if (!category) throw new Refused({ kind: "unknown-category" });
  return category;
}

/** The category's count of tools moves by `delta` in the same unit as the product's write. */
export async function countCategory(category: StoredCategory | null, delta: number, tx: Transaction): Promise<void> {
  if (category) await countInCategory(category, delta, tx);
}
