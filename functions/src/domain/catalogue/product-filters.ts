import type { ProductSort } from "@hometools/contract";
import { Refused } from "../refused";

/**
 * What GET /products may ask for (docs/decisions/038): equality filters (`category`, `inStock`),
 * the name search (`q`, one array-contains), a price range and one sort. Each combination it
 * answers is ONE Firestore query served by a composite index declared in firestore.indexes.json;
 * the rest is refused here, before any read, never answered by a scan or an in-memory filter.
 */
export interface ProductFilters {
  sort: ProductSort;
  /** Products with a word (or run of words) starting with this text; "" for all. */
  q: string;
  category: string | null;
  inStock: boolean;
  /** Inclusive bounds in cents; null for none. */
  minPriceCents: number | null;
  maxPriceCents: number | null;
}

/**
 * Firestore orders a range filter's field first: a price range can only be answered sorted by
 * price. So `minPrice`/`maxPrice` with another sort is refused (`price-range-unsorted`), naming the bound(s) sent.
 */
export const PRICE_SORTS: readonly ProductSort[] = ["price", "-price"];

export function checkProductFilters(filters: ProductFilters): void {
  if (PRICE_SORTS.includes(filters.sort)) return;
  const bounds: Array<"minPrice" | "maxPrice"> = [];
  if (filters.minPriceCents !== null) bounds.push("minPrice");
  if (filters.maxPriceCents !== null) bounds.push("maxPrice");
  if (bounds.length) throw new Refused({ kind: "price-range-unsorted", bounds });
}

/**
 * Rounds a tool's average rating to one decimal, half up (4.25 -> 4.3); null without reviews.
 * Works in integers (sum * 10 / count) so 4.25 never reads as 4.2499999.
 */
export function ratingAverage(ratingSum: number, ratingCount: number): number | null {
  if (ratingCount <= 0) return null;
  // round(10 * sum / count) half up = floor((20 * sum + count) / (2 * count)), all integers.
  return Math.floor((20 * ratingSum + ratingCount) / (2 * ratingCount)) / 10;
}

/** More reviews than this sort as this many (a tool will not see a million reviews). */
const COUNT_CAP = 999_999;

/**
 * The one number `sort=rating` orders by, descending: the rounded average first, then the count
 * of reviews, so best first, then more reviews first; an unrated tool is 0, after every rated one
 * (whose key is at least 1.0 * 10 * 1,000,000). Ties go by document id.
 */
export function ratingSortKey(average: number | null, ratingCount: number): number {
  if (average === null || ratingCount <= 0) return 0;
  return Math.round(average * 10) * 1_000_000 + Math.min(ratingCount, COUNT_CAP);
}
