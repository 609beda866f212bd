import { FIRST_VERSION, products } from "../catalogue/product-repository";
import { backfill } from "./backfill";

/**
 * `version` and `updatedAt` for products stored before edits existed (version 1, updated when
 * created). Idempotent. Answers how many products it changed.
 */
export async function backfillProductVersions(): Promise<number> {
  return backfill(await products(), (doc) =>
    typeof doc.get("version") === "number"
      ? null
      : { version: FIRST_VERSION, updatedAt: doc.get("updatedAt") ?? doc.get("createdAt") ?? new Date() },
  );
}
