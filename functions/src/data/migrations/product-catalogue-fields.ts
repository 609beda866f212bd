import { db } from "../firebase";
import { inStockField, products, ratingFields } from "../catalogue/product-repository";
import { backfill } from "./backfill";

/**
 * The fields GET /products filters and sorts on (docs/decisions/038) for products stored before
 * them: `category` null, `inStock` from the stock, the rating (count, average, sort key) from the
 * tool's reviews as `toolRatings/{id}` counts them. Idempotent: writes only what differs.
 */
export async function backfillProductCatalogueFields(): Promise<number> {
  const { docs: ratings } = await (await db()).collection("toolRatings").get();
  const ratingOf = new Map(
    ratings.map((doc) => [
      doc.id,
      { sum: Number(doc.get("ratingSum") ?? 0), count: Number(doc.get("reviewCount") ?? 0) },
    ]),
  );
  return backfill(await products(), (doc) => {
    const rating = ratingOf.get(doc.id) ?? { sum: 0, count: 0 };
    const wanted: Record<string, unknown> = {
      ...inStockField(Number(doc.get("available") ?? 0)),
      ...ratingFields(rating.sum, rating.count),
    };
    if (doc.get("category") === undefined) wanted.category = null;
    const differs = Object.entries(wanted).filter(([field, value]) => doc.get(field) !== value);
    return differs.length ? Object.fromEntries(differs) : null;
  });
}
