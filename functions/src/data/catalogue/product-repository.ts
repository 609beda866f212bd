import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { Transaction } from "../transaction";
import type { NewProduct, Product, ProductSort } from "@hometools/contract";
import type { Page, PageRequest, Position } from "../../domain/paging";
import { toDollars } from "../../domain/pricing";
import { normalizeSearch, searchFields } from "../../domain/catalogue/product-search";
import { ratingAverage, ratingSortKey, type ProductFilters } from "../../domain/catalogue/product-filters";
import { db, isoDate } from "../firebase";
import { readCents, type MoneyField } from "../money-fields";
import { pagedShape, readPage } from "../paged-query";
import { buildQuery, type QueryShape } from "../query-shape";
import { insert, read, runTransaction, update, type NewDocumentOptions } from "../transaction";

const COLLECTION = "products";
/** The price: cents, and the dollars stored before (`npm run migrate` converts them). */
export const PRICE: MoneyField = { cents: "priceCents", legacyDollars: "price" };

/** A product as stored and as the services compute with it: the unit price in integer cents. */
export type StoredProduct = Omit<Product, "price"> & { priceCents: number };

/** A new product's fields, its price in cents; no category unless named. */
export type NewStoredProduct = Omit<NewProduct, "price" | "category" | "brand" | "gtin" | "mpn"> & {
  priceCents: number;
} & Partial<Pick<NewProduct, "category" | "brand" | "gtin" | "mpn">>;

/** What an admin's edit may change (docs/decisions/021): never the stock, never the version itself. */
export type ProductFieldChanges = Partial<
  Pick<
    StoredProduct,
    "name" | "description" | "img" | "minimumOrder" | "priceCents" | "category" | "brand" | "gtin" | "mpn" | "taxCode"
  >
>;

// A product stored before edits existed has no version: it reads as version 1 (`npm run migrate` writes it).
export const FIRST_VERSION = 1;

export function toStoredProduct(snapshot: DocumentSnapshot): StoredProduct {
  const data = snapshot.data() ?? {};
  return {
    _id: snapshot.id,
    name: String(data.name ?? ""),
    description: String(data.description ?? ""),
    img: String(data.img ?? ""),
    priceCents: readCents(data, PRICE),
    available: Number(data.available ?? 0),
    minimumOrder: Number(data.minimumOrder ?? 1),
    category: typeof data.category === "string" ? data.category : null,
    ratingAverage: typeof data.ratingAverage === "number" ? data.ratingAverage : null,
    ratingCount: Number(data.ratingCount ?? 0),
    brand: typeof data.brand === "string" ? data.brand : null,
    gtin: typeof data.gtin === "string" ? data.gtin : null,
    mpn: typeof data.mpn === "string" ? data.mpn : null,
    taxCode: typeof data.taxCode === "string" ? data.taxCode : null,
    version: Number(data.version ?? FIRST_VERSION),
    createdAt: isoDate(data.createdAt),
  };
}

/** What the API shows of a product: the price in dollars (docs/decisions/016). */
export function toProduct({ priceCents, ...product }: StoredProduct): Product {
  return { ...product, price: toDollars(priceCents) };
}

/** The products collection (data/ only: the cart's checkout reads its cart and products in one call). */
export async function products() {
  return (await db()).collection(COLLECTION);
}

/**
 * Each sort's stored field and direction; ties go by document id in the same direction. The price
 * sorts read `priceCents`: Firestore leaves out of an ordered query every document without the
 * field, so a legacy product (dollars only) shows there once `npm run migrate` has run. `name`
 * reads the lower-cased name, `rating` the one-number key of domain/catalogue/product-filters.ts.
 */
const sortOrders: Record<ProductSort, { field: string; direction: "asc" | "desc" }> = {
  newest: { field: "createdAt", direction: "desc" },
  price: { field: PRICE.cents, direction: "asc" },
  "-price": { field: PRICE.cents, direction: "desc" },
  rating: { field: "ratingSort", direction: "desc" },
  name: { field: "nameLower", direction: "asc" },
};

/**
 * The fields kept beside a product only so GET /products can filter and sort in one indexed query
 * (docs/decisions/038): written whenever what they derive from is (the stock, the rating).
 */
export const inStockField = (available: number) => ({ inStock: available > 0 });
export const ratingFields = (ratingSum: number, ratingCount: number) => {
  const average = ratingAverage(ratingSum, ratingCount);
  return { ratingCount, ratingAverage: average, ratingSort: ratingSortKey(average, ratingCount) };
};

/**
 * The query behind one page of GET /products (also checked against firestore.indexes.json):
 * equality filters on `category` and `inStock`, the name search, a price range on the price
 * sorts (domain/catalogue/product-filters.ts refuses it on others), then the sort and the id.
 */
export function productListShape(search: ProductFilters): QueryShape {
  const query = normalizeSearch(search.q);
  const filters: QueryShape["filters"] = [];
  if (search.category !== null) filters.push({ field: "category", op: "==", value: search.category });
  if (search.inStock) filters.push({ field: "inStock", op: "==", value: true });
  if (query) filters.push({ field: "namePrefixes", op: "array-contains", value: query });
  if (search.minPriceCents !== null) filters.push({ field: PRICE.cents, op: ">=", value: search.minPriceCents });
  if (search.maxPriceCents !== null) filters.push({ field: PRICE.cents, op: "<=", value: search.maxPriceCents });
  const { field, direction } = sortOrders[search.sort];
  return pagedShape({ collection: COLLECTION, filters }, field, direction);
}

/** One page of the catalogue, searched, filtered and sorted. */
export async function listProducts(search: ProductFilters, page: PageRequest): Promise<Page<Product>> {
  const { field } = sortOrders[search.sort];
  const isDate = field === "createdAt";
  const position = (snapshot: DocumentSnapshot): Position => {
    const value = snapshot.get(field) as unknown;
    return { value: isDate ? isoDate(value)! : (value as string | number), id: snapshot.id };
  };
  const view = (snapshot: DocumentSnapshot) => toProduct(toStoredProduct(snapshot));
  return readPage(await products(), productListShape(search), page, view, position, (value) =>
    isDate ? new Date(value) : value,
  );
}

/** The catalogue, fewest pieces in stock first (the overview's low-stock list). */
export function lowestStockShape(): QueryShape {
  return { collection: COLLECTION, filters: [], orderBy: [{ field: "available", direction: "asc" }] };
}

/** The `limit` products with the fewest pieces in stock, fewest first. */
export async function listLowestStock(limit: number): Promise<StoredProduct[]> {
  const { docs } = await buildQuery(await products(), lowestStockShape())
    .limit(limit)
    .get();
  return docs.map(toStoredProduct);
}

export async function countProducts(): Promise<number> {
  return (await (await products()).count().get()).data().count;
}

/** Every product's id and when it last changed (its last edit, else its creation): the sitemap's. */
export async function listProductStamps(): Promise<Array<{ _id: string; changedAt: string | null }>> {
  const { docs } = await (await products()).select("createdAt", "updatedAt").get();
  return docs.map((doc) => ({
    _id: doc.id,
    changedAt: isoDate(doc.get("updatedAt")) ?? isoDate(doc.get("createdAt")),
  }));
}

/** Several products in one read (one getAll), null for each that does not exist. */
export async function findProducts(ids: readonly string[], tx?: Transaction): Promise<Array<StoredProduct | null>> {
  if (ids.length === 0) return [];
  const collection = await products();
  const refs = ids.map((id) => collection.doc(id));
  const snapshots = tx ? await tx.getAll(...refs) : await (await db()).getAll(...refs);
  return snapshots.map((snapshot) => (snapshot.exists ? toStoredProduct(snapshot) : null));
}

export async function findProduct(id: string, tx?: Transaction): Promise<StoredProduct | null> {
  const snapshot = await read((await products()).doc(id), tx);
  return snapshot.exists ? toStoredProduct(snapshot) : null;
}

/** A new product's category and merchant fields, null when not given. */
const optionalFields = (product: NewStoredProduct) => ({
  category: product.category ?? null,
  brand: product.brand ?? null,
  gtin: product.gtin ?? null,
  mpn: product.mpn ?? null,
  taxCode: product.taxCode ?? null,
});

/**
 * Adds a product under a fresh id, or under `id` (the seed and the benchmark name theirs; a
 * second create of one id fails). `createdAt` defaults to now.
 */
export async function insertProduct(
  product: NewStoredProduct,
  options: NewDocumentOptions = {},
  tx?: Transaction,
): Promise<StoredProduct> {
  const at = options.createdAt ?? new Date();
  const stored = { ...product, ...optionalFields(product) };
  const fields = {
    ...stored,
    ...searchFields(product.name),
    ...inStockField(product.available),
    ...ratingFields(0, 0),
    version: FIRST_VERSION,
    updatedAt: at,
  };
  const { _id, createdAt } = await insert(await products(), fields, { ...options, createdAt: at }, tx);
  return { _id, ...stored, ratingAverage: null, ratingCount: 0, version: FIRST_VERSION, createdAt };
}

/**
 * Adds many products at once in batches (Firestore takes at most 500 writes a commit), each with its
 * search fields: the benchmark's catalogue of thousands. Answers their ids.
 */
export async function insertProducts(
  items: Array<{ product: NewStoredProduct; options: NewDocumentOptions }>,
): Promise<string[]> {
  const collection = await products();
  const ids: string[] = [];
  for (let start = 0; start < items.length; start += 400) {
    const batch = (await db()).batch();
    for (const { product, options } of items.slice(start, start + 400)) {
      const ref = options.id ? collection.doc(options.id) : collection.doc();
      const at = options.createdAt ?? new Date();
      batch.create(ref, {
        ...product,
        ...optionalFields(product),
        ...searchFields(product.name),
        ...inStockField(product.available),
        ...ratingFields(0, 0),
        version: FIRST_VERSION,
        createdAt: at,
        updatedAt: at,
      });
      ids.push(ref.id);
    }
    await batch.commit();
  }
  return ids;
}

/** Deletes many products at once, in batches (the benchmark's clean-up). */
export async function removeProducts(ids: string[]): Promise<void> {
  const collection = await products();
  for (let start = 0; start < ids.length; start += 400) {
    const batch = (await db()).batch();
    for (const id of ids.slice(start, start + 400)) batch.delete(collection.doc(id));
    await batch.commit();
  }
}

/**
 * Writes a tool's rating as its reviews now count it (`ratingSum` of `ratingCount` stars), in the
 * unit that adds or removes the review: the average and the sort key follow (docs/decisions/038).
 */
export async function setProductRating(id: string, ratingSum: number, ratingCount: number, tx: Transaction) {
  await update((await products()).doc(id), ratingFields(ratingSum, ratingCount), tx);
}

/** Sets the pieces in stock and whether there are any (in the caller's transaction when given). */
export async function setAvailable(id: string, available: number, tx?: Transaction): Promise<void> {
  await update((await products()).doc(id), { available, ...inStockField(available) }, tx);
}

/**
 * Writes an admin's edit of `product` (as read in the same transaction): the changed fields, the
 * search fields when the name changes, the next version and updatedAt. Answers the product as saved.
 */
export async function saveProductEdit(
  product: StoredProduct,
  changes: ProductFieldChanges,
  tx: Transaction,
): Promise<StoredProduct> {
  const version = product.version + 1;
  const search = changes.name === undefined ? {} : searchFields(changes.name);
  await update((await products()).doc(product._id), { ...changes, ...search, version, updatedAt: new Date() }, tx);
  return { ...product, ...changes, version };
}

/** Deletes one product; answers how many were deleted (0 when there was none). */
export async function removeProduct(id: string, tx?: Transaction): Promise<number> {
  const ref = (await products()).doc(id);
  const remove = async (tx: Transaction) => {
    if (!(await tx.get(ref)).exists) return 0;
    tx.delete(ref);
    return 1;
  };
  return tx ? remove(tx) : runTransaction(remove);
}

/** Renames a product; its search fields follow the name. */
export async function renameProduct(id: string, name: string, tx?: Transaction): Promise<void> {
  await update((await products()).doc(id), { name, ...searchFields(name) }, tx);
}
