import { searchFields } from "../../domain/catalogue/product-search";
import { products } from "../catalogue/product-repository";
import { backfill } from "./backfill";

/**
 * The search fields for products stored before there was search (or whose name changed without
 * them): idempotent, writes only what differs. Answers how many products it changed.
 */
export async function backfillProductSearch(): Promise<number> {
  return backfill(await products(), (doc) => {
    const wanted = searchFields(String(doc.get("name") ?? ""));
    const same =
      doc.get("nameLower") === wanted.nameLower &&
      JSON.stringify(doc.get("namePrefixes") ?? null) === JSON.stringify(wanted.namePrefixes);
    return same ? null : wanted;
  });
}
