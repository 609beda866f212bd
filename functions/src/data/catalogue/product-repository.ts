import type { DocumentReference, DocumentSnapshot } from "firebase-admin/firestore";
import type { Transaction } from "../transaction";
import {
  DEFAULT_VARIANT_ID,
  type NewProduct,
  type OptionChoice,
  type Product,
  type ProductDetail,
  type ProductOption,
  type ProductSort,
} from "@hometools/contract";
import type { Page, PageRequest, Position } from "../../domain/paging";
import { toDollars } from "../../domain/pricing";
import { normalizeSearch, searchFields } from "../../domain/catalogue/product-search";
import { ratingAverage, ratingSortKey, type ProductFilters } from "../../domain/catalogue/product-filters";
import { filesOf, imageView, type StoredImage } from "../../domain/catalogue/images";
import {
  labelOf,
  movedStock,
  variantTotals,
  type SoldAs,
  type StoredVariant,
  type VariantTotals,
} from "../../domain/catalogue/variants";
import { db, isoDate } from "../firebase";
import { readCents, type MoneyField } from "../money-fields";
import { pagedShape, readPage } from "../paged-query";
import { buildQuery, type QueryShape } from "../query-shape";
import { moved as movedShards, STOCK_SHARDS, sums, withPieces } from "../../domain/catalogue/stock-shards";
import { afterCommit, insert, runTransaction, update, type NewDocumentOptions } from "../transaction";
import {
  createShardsIn,
  deleteShards,
  newShards,
  scheduleStockSync,
  shardRefs,
  STOCK_SYNC_MS,
  toShard,
  writeShards,
  type ShardedStock,
} from "./stock-shard-repository";

const COLLECTION = "products";
/** The price: cents, and the dollars stored before (`npm run migrate` converts them). */
export const PRICE: MoneyField = { cents: "priceCents", legacyDollars: "price" };

/**
 * A product as stored and as the services compute with it: money in integer cents, its options and
 * variants (docs/decisions/045). `priceCents` (the lowest variant price), `priceMaxCents`,
 * `available` (every variant's pieces) and `variantCount` are the variants' totals, stored beside
 * them for the list's queries; a tool without options has one variant, `default`, whose price, stock,
 * GTIN and MPN are the product's.
 */
export type StoredProduct = Omit<Product, "price" | "priceMax" | "images"> & {
  priceCents: number;
  priceMaxCents: number;
  options: ProductOption[];
  variants: StoredVariant[];
  /** Ids of variants the owner removed: never given again (the orders that name them keep their meaning). */
  retiredVariantIds: string[];
  /** Its photos, in order (docs/decisions/046); `img` is the first's `src` while there is one. */
  images: StoredImage[];
  /** The image address the owner set (`img` when the tool has no photo). */
  ownImg: string;
  /**
   * Its stock's shards as read with it (findProduct, findProducts: the variants' `available` are
   * then their exact sums); absent when read without them (the list) or not sharded (stored before
   * decision 049, until `npm run migrate`): then `available` is the product document's own.
   */
  stock?: ShardedStock;
};

/** A product as one order or cart line sells it: its variant's price and stock (domain/catalogue/variants.ts). */
export type LineProduct = SoldAs<StoredProduct>;

/**
 * A new product's fields: a price and stock of its own without options, else its options and
 * variants (their totals are computed here); no category unless named.
 */
export type NewStoredProduct = Omit<
  NewProduct,
  "price" | "available" | "category" | "brand" | "gtin" | "mpn" | "options" | "variants"
> &
  Partial<Pick<NewProduct, "category" | "brand" | "gtin" | "mpn">> &
  (
    | { priceCents: number; available: number; sku?: string | null }
    | { options: ProductOption[]; variants: StoredVariant[] }
  );

/** What an admin's edit may change (docs/decisions/021): never the stock, never the version itself. */
export type ProductFieldChanges = Partial<
  Pick<
    StoredProduct,
    "name" | "description" | "img" | "minimumOrder" | "priceCents" | "category" | "brand" | "gtin" | "mpn" | "taxCode"
  >
>;

// A product stored before edits existed has no version: it reads as version 1 (`npm run migrate` writes it).
export const FIRST_VERSION = 1;

/** The choice of a tool's own (default) variant: no option. */
const PLAIN: OptionChoice = Object.freeze({}) as OptionChoice;

const textOrNull = (value: unknown) => (typeof value === "string" ? value : null);

function toOptions(value: unknown): ProductOption[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry: Record<string, unknown>) => ({
    name: String(entry.name ?? ""),
    values: Array.isArray(entry.values) ? entry.values.map(String) : [],
  }));
}

function toImage(entry: Record<string, unknown>): StoredImage {
  return {
    id: String(entry.id ?? ""),
    key: String(entry.key ?? ""),
    alt: String(entry.alt ?? ""),
    width: Number(entry.width ?? 0),
    height: Number(entry.height ?? 0),
    widths: Array.isArray(entry.widths) ? entry.widths.map(Number) : [],
  };
}

function toVariant(entry: Record<string, unknown>): StoredVariant {
  return {
    id: String(entry.id ?? ""),
    options: Object.fromEntries(
      Object.entries((entry.options ?? {}) as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
    ) as OptionChoice,
    sku: textOrNull(entry.sku),
    priceCents: Number(entry.priceCents ?? 0),
    available: Number(entry.available ?? 0),
    gtin: textOrNull(entry.gtin),
    mpn: textOrNull(entry.mpn),
  };
}

/**
 * A product's variants. With options they are what is stored; without, the one `default` variant is
 * the product's own price, stock, GTIN and MPN, with the SKU stored on it (a product stored before
 * variants has none).
 */
function variantsOf(data: Record<string, unknown>, options: ProductOption[]): StoredVariant[] {
  const stored = Array.isArray(data.variants) ? (data.variants as Record<string, unknown>[]).map(toVariant) : [];
  if (options.length > 0 && stored.length > 0) return stored;
  const own = stored.find((variant) => variant.id === DEFAULT_VARIANT_ID);
  return [
    {
      id: DEFAULT_VARIANT_ID,
      options: PLAIN,
      sku: own?.sku ?? null,
      priceCents: readCents(data, PRICE),
      available: Number(data.available ?? 0),
      gtin: textOrNull(data.gtin),
      mpn: textOrNull(data.mpn),
    },
  ];
}

/** Whether the product document keeps its stock in shards (decision 049). */
const isSharded = (data: Record<string, unknown>) => typeof data.stockShards === "number" && data.stockShards > 0;

/**
 * A product as stored; with its shards' snapshots (read with it: productRefs), its variants'
 * `available` are the shards' exact sums, else the product document's copy.
 */
export function toStoredProduct(snapshot: DocumentSnapshot, shardSnapshots?: DocumentSnapshot[]): StoredProduct {
  const data = snapshot.data() ?? {};
  const options = toOptions(data.options);
  const copied = variantsOf(data, options);
  const stock =
    shardSnapshots && isSharded(data)
      ? {
          shards: shardSnapshots.map(toShard),
          syncedAt: new Date(isoDate(data.stockSyncedAt) ?? 0).getTime(),
          copy: Object.fromEntries(copied.map((variant) => [variant.id, variant.available])),
        }
      : undefined;
  const summed = stock && sums(stock.shards);
  const variants = summed ? copied.map((variant) => ({ ...variant, available: summed.get(variant.id) ?? 0 })) : copied;
  const images = Array.isArray(data.images) ? (data.images as Record<string, unknown>[]).map(toImage) : [];
  const ownImg = String(data.img ?? "");
  return {
    _id: snapshot.id,
    name: String(data.name ?? ""),
    description: String(data.description ?? ""),
    img: images[0] ? imageView(images[0]).src : ownImg,
    images,
    ownImg,
    ...variantTotals(variants),
    minimumOrder: Number(data.minimumOrder ?? 1),
    category: textOrNull(data.category),
    ratingAverage: typeof data.ratingAverage === "number" ? data.ratingAverage : null,
    ratingCount: Number(data.ratingCount ?? 0),
    brand: textOrNull(data.brand),
    gtin: textOrNull(data.gtin),
    mpn: textOrNull(data.mpn),
    taxCode: textOrNull(data.taxCode),
    version: Number(data.version ?? FIRST_VERSION),
    createdAt: isoDate(data.createdAt),
    // Options without stored variants cannot be ordered: such a document reads as a plain tool.
    options: variants[0]!.options === PLAIN ? [] : options,
    variants,
    retiredVariantIds: Array.isArray(data.retiredVariantIds) ? data.retiredVariantIds.map(String) : [],
    ...(stock && { stock }),
  };
}

/** What GET /products shows of a product: money in dollars (docs/decisions/016), no variants. */
export function toProduct({
  priceCents,
  priceMaxCents,
  options: _options,
  variants: _variants,
  retiredVariantIds: _retired,
  ownImg: _ownImg,
  stock: _stock,
  images,
  ...product
}: StoredProduct): Product {
  return {
    ...product,
    price: toDollars(priceCents),
    priceMax: toDollars(priceMaxCents),
    images: images.map(imageView),
  };
}

/** One product as GET /product/{id} and the admin's writes answer it: with its options and variants. */
export function toProductDetail(product: StoredProduct): ProductDetail {
  return {
    ...toProduct(product),
    options: product.options,
    variants: product.variants.map(({ priceCents, ...variant }) => ({
      ...variant,
      label: labelOf(product, variant),
      price: toDollars(priceCents),
    })),
  };
}

/**
 * What is stored of a product's variants: the list, and the totals beside it that the list's
 * queries filter and sort on (docs/decisions/038).
 */
export function variantFields(variants: StoredVariant[]): { variants: StoredVariant[] } & VariantTotals & {
    inStock: boolean;
    availableMin: number;
  } {
  const totals = variantTotals(variants);
  const availableMin = Math.min(...variants.map((variant) => variant.available));
  return { variants, ...totals, ...inStockField(totals.available), availableMin };
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

/**
 * The catalogue, the fewest pieces of any one variant first (the overview's low-stock list):
 * `availableMin` is kept beside the variants (variantFields).
 */
export function lowestStockShape(): QueryShape {
  return { collection: COLLECTION, filters: [], orderBy: [{ field: "availableMin", direction: "asc" }] };
}

/** The `limit` products with the fewest pieces of one variant, fewest first. */
export async function listLowestStock(limit: number): Promise<StoredProduct[]> {
  const { docs } = await buildQuery(await products(), lowestStockShape())
    .limit(limit)
    .get();
  return docs.map((doc) => toStoredProduct(doc));
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

/** A fresh product id (a new product's SKUs name it before the product is written). */
export async function productId(): Promise<string> {
  return (await products()).doc().id;
}

/**
 * What to read for products with their exact stock: each product's document and its STOCK_SHARDS
 * shards (decision 049), all in the same batch read as whatever the caller reads beside them, so the
 * shards cost no request of their own. productsFrom() makes the products of the snapshots.
 */
export async function productRefs(ids: readonly string[]): Promise<DocumentReference[]> {
  const collection = await products();
  return [...new Set(ids)].flatMap((id) => {
    const ref = collection.doc(id);
    return [ref, ...shardRefs(ref)];
  });
}

/** The products of productRefs(ids)'s snapshots, in the order of `ids`, null for each that does not exist. */
export function productsFrom(
  ids: readonly string[],
  snapshots: readonly DocumentSnapshot[],
): Array<StoredProduct | null> {
  const size = 1 + STOCK_SHARDS;
  const found = new Map(
    [...new Set(ids)].map((id, index) => {
      const [product, ...shards] = snapshots.slice(index * size, (index + 1) * size);
      return [id, product!.exists ? toStoredProduct(product!, shards) : null];
    }),
  );
  return ids.map((id) => found.get(id)!);
}

/**
 * Several products with their exact stock in one read (one getAll), in the order of `ids`, null for
 * each that does not exist; an id named twice (two variants of one tool) is read once.
 */
export async function findProducts(ids: readonly string[], tx?: Transaction): Promise<Array<StoredProduct | null>> {
  if (ids.length === 0) return [];
  const refs = await productRefs(ids);
  return productsFrom(ids, tx ? await tx.getAll(...refs) : await (await db()).getAll(...refs));
}

export async function findProduct(id: string, tx?: Transaction): Promise<StoredProduct | null> {
  return (await findProducts([id], tx))[0]!;
}

/**
 * A new product's stored fields: its category and merchant fields (null when not given), its
 * options and variants (a tool without options gets its `default` one) with their totals, the search
 * and rating fields, version 1.
 */
function newProductFields(product: NewStoredProduct, at: Date) {
  const merchant = { brand: product.brand ?? null, gtin: product.gtin ?? null, mpn: product.mpn ?? null };
  const { options, variants } =
    "variants" in product
      ? product
      : {
          options: [],
          variants: [
            {
              id: DEFAULT_VARIANT_ID,
              options: {},
              sku: product.sku ?? null,
              priceCents: product.priceCents,
              available: product.available,
              gtin: merchant.gtin,
              mpn: merchant.mpn,
            },
          ],
        };
  const stored = {
    name: product.name,
    description: product.description,
    img: product.img,
    minimumOrder: product.minimumOrder,
    category: product.category ?? null,
    ...merchant,
    taxCode: product.taxCode ?? null,
    options,
    ...variantFields(variants),
    retiredVariantIds: [] as string[],
    images: [] as StoredImage[],
    imageKeys: [] as string[],
  };
  return {
    stored,
    fields: { ...stored, ...searchFields(product.name), ...ratingFields(0, 0), version: FIRST_VERSION, updatedAt: at },
  };
}

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
  const { stored, fields } = newProductFields(product, at);
  const { inStock: _inStock, availableMin: _min, imageKeys: _keys, ...kept } = stored;
  const ref = options.id ? (await products()).doc(options.id) : (await products()).doc();
  // Its stock goes to its shards (decision 049), created in the same unit (or batch) as it.
  const sharded = newShards(ref, stored.variants, at);
  const write = async (unit: Transaction) => {
    const inserted = await insert(
      await products(),
      { ...fields, ...sharded.fields },
      { id: ref.id, createdAt: at },
      unit,
    );
    for (const { ref: shard, data } of sharded.shards) unit.create(shard, data);
    return inserted;
  };
  const { _id, createdAt } = tx ? await write(tx) : await runTransaction(write);
  return { _id, ...kept, ownImg: kept.img, ratingAverage: null, ratingCount: 0, version: FIRST_VERSION, createdAt };
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
  // A product and up to STOCK_SHARDS shards each: at most 20 products a batch of 420 writes.
  const perBatch = Math.floor(400 / (1 + STOCK_SHARDS));
  for (let start = 0; start < items.length; start += perBatch) {
    const batch = (await db()).batch();
    for (const { product, options } of items.slice(start, start + perBatch)) {
      const ref = options.id ? collection.doc(options.id) : collection.doc();
      const at = options.createdAt ?? new Date();
      const { stored, fields } = newProductFields(product, at);
      const sharded = newShards(ref, stored.variants, at);
      batch.create(ref, { ...fields, ...sharded.fields, createdAt: at });
      createShardsIn(batch, sharded.shards);
      ids.push(ref.id);
    }
    await batch.commit();
  }
  return ids;
}

/** Deletes many products at once with their shards, in batches (the benchmark's clean-up). */
export async function removeProducts(ids: string[]): Promise<void> {
  const collection = await products();
  const perBatch = Math.floor(400 / (1 + STOCK_SHARDS));
  for (let start = 0; start < ids.length; start += perBatch) {
    const batch = (await db()).batch();
    for (const id of ids.slice(start, start + perBatch)) {
      const ref = collection.doc(id);
      for (const doc of [ref, ...shardRefs(ref)]) batch.delete(doc);
    }
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

/** What a stock move did to one variant: its pieces before and after (a back-in-stock alert's question). */
export interface VariantStockChange {
  variantId: string;
  before: number;
  after: number;
}

/**
 * Moves the stock of `product` (as read in the same transaction, with its shards: findProduct,
 * findProducts) by `deltas`, variant id to pieces: each variant's `available` and the product's
 * totals follow. A variant the product no longer has takes nothing (its pieces left the shop when
 * it was removed). A sharded product (decision 049) takes pieces from the shards an order picks
 * (stock-shards.ts takeFrom) and spreads pieces coming back over them; its document's copy of the
 * sums is written only when a variant runs out or comes back, or when the last copy is STOCK_SYNC_MS
 * old, else brought up to date after the commit (syncStockCopy). Answers the product as saved and
 * each moved variant's pieces before and after (a back-in-stock alert's "0 before, more after").
 */
export async function moveProductStock(
  product: StoredProduct,
  deltas: ReadonlyMap<string, number>,
  tx: Transaction,
): Promise<{ product: StoredProduct; changes: VariantStockChange[] }> {
  const moved = movedStock(product, deltas);
  const changes = product.variants.flatMap((variant, index) =>
    deltas.has(variant.id)
      ? [{ variantId: variant.id, before: variant.available, after: moved.variants[index]!.available }]
      : [],
  );
  const ref = (await products()).doc(product._id);
  const { stock } = product;
  if (!stock) {
    await update(ref, { ...variantFields(moved.variants) }, tx);
    return { product: { ...product, ...moved }, changes };
  }
  const now = Date.now();
  let shards = stock.shards;
  const written = new Set<number>();
  for (const { variantId, before, after } of changes) {
    if (after === before) continue;
    const next = movedShards(shards, variantId, after - before, now);
    shards = next.shards;
    for (const index of next.changed) written.add(index);
  }
  writeShards(ref, shards, written, tx);
  const crossed = changes.some(({ before, after }) => before > 0 !== after > 0);
  if (crossed || now - stock.syncedAt >= STOCK_SYNC_MS) {
    await update(ref, { ...variantFields(moved.variants), stockSyncedAt: new Date(now) }, tx);
  } else {
    afterCommit(tx, async () => scheduleStockSync(product._id, stock.syncedAt + STOCK_SYNC_MS - now, syncStockCopy));
  }
  return { product: { ...product, ...moved, stock: { ...stock, shards } }, changes };
}

/**
 * Writes a sharded product's copy of the sums (the list's `available`, `inStock`, `availableMin`) as
 * its shards now hold them, if it differs, and not sooner than STOCK_SYNC_MS after the last copy
 * (then it asks again for later).
 */
export async function syncStockCopy(id: string): Promise<void> {
  await runTransaction(async (tx) => {
    const product = await findProduct(id, tx);
    if (!product?.stock) return;
    const wait = product.stock.syncedAt + STOCK_SYNC_MS - Date.now();
    if (wait > 0) {
      afterCommit(tx, async () => scheduleStockSync(id, wait, syncStockCopy));
      return;
    }
    const copy = product.stock.copy;
    if (product.variants.every((variant) => copy[variant.id] === variant.available)) return;
    await update((await products()).doc(id), { ...variantFields(product.variants), stockSyncedAt: new Date() }, tx);
  });
}

/**
 * Writes the owner's new options and variants of `product` (as read in the same transaction), the
 * ids of the variants removed among the retired, the next version. Answers the product as saved.
 */
export async function saveVariants(
  product: StoredProduct,
  options: ProductOption[],
  variants: StoredVariant[],
  retiredVariantIds: string[],
  tx: Transaction,
): Promise<StoredProduct> {
  const version = product.version + 1;
  const fields = variantFields(variants);
  // A tool without options keeps its own GTIN and MPN on the product, as its default variant's.
  const merchant = options.length === 0 ? { gtin: variants[0]!.gtin, mpn: variants[0]!.mpn } : {};
  const ref = (await products()).doc(product._id);
  if (product.stock) reshard(ref, product.stock, variants, tx);
  // The sums are exact here (read with the shards): the product's copy is up to date again.
  const synced = product.stock ? { stockSyncedAt: new Date() } : {};
  await update(
    ref,
    { options, ...fields, ...merchant, retiredVariantIds, version, updatedAt: new Date(), ...synced },
    tx,
  );
  const { inStock: _inStock, availableMin: _min, ...totals } = fields;
  return { ...product, ...merchant, options, ...totals, retiredVariantIds, version };
}

/**
 * The shards after the owner's new variants: a removed variant's pieces leave every shard, a new
 * one's stock is spread over them (a kept one's stays where it is). Writes the shards that change.
 */
function reshard(
  ref: DocumentReference,
  stock: ShardedStock,
  variants: readonly StoredVariant[],
  tx: Transaction,
): void {
  const kept = new Set(variants.map((variant) => variant.id));
  const before = sums(stock.shards);
  let shards = stock.shards;
  const written = new Set<number>();
  const all = shards.map((_, index) => index);
  for (const variantId of before.keys()) {
    if (kept.has(variantId)) continue;
    const next = withPieces(shards, variantId, () => 0, all);
    shards = next.shards;
    for (const index of next.changed) written.add(index);
  }
  for (const variant of variants) {
    if (before.has(variant.id) || variant.available === 0) continue;
    const next = movedShards(shards, variant.id, variant.available, Date.now());
    shards = next.shards;
    for (const index of next.changed) written.add(index);
  }
  writeShards(ref, shards, written, tx);
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
  const edited = { ...product, ...changes };
  // A tool without options: its price, GTIN and MPN are its default variant's too.
  const plain =
    product.options.length === 0
      ? variantFields([{ ...product.variants[0]!, priceCents: edited.priceCents, gtin: edited.gtin, mpn: edited.mpn }])
      : null;
  const own = plain ? { variants: plain.variants, priceMaxCents: plain.priceMaxCents } : {};
  // With the variant list goes the copy of its sums beside it (exact here: read with the shards), so the
  // list's `available` never disagrees with the variants the edit wrote (decision 049).
  const copy = plain ? { available: plain.available, inStock: plain.inStock, availableMin: plain.availableMin } : {};
  await update(
    (await products()).doc(product._id),
    { ...changes, ...own, ...copy, ...search, version, updatedAt: new Date() },
    tx,
  );
  // The owner's image address shows only while the tool has no photo.
  const img =
    changes.img === undefined ? {} : { ownImg: changes.img, img: product.images[0] ? product.img : changes.img };
  return { ...edited, ...own, ...img, version };
}

/**
 * Writes a tool's photos as they now are (as read in the same transaction), with the next version:
 * every photo change is an edit (docs/decisions/046). `imageKeys` lets a query find who else uses a
 * photo's files. Answers the product as saved.
 */
export async function saveImages(
  product: StoredProduct,
  images: StoredImage[],
  tx: Transaction,
): Promise<StoredProduct> {
  const version = product.version + 1;
  const imageKeys = [...new Set(images.map((image) => image.key))];
  await update((await products()).doc(product._id), { images, imageKeys, version, updatedAt: new Date() }, tx);
  return { ...product, images, img: images[0] ? imageView(images[0]).src : product.ownImg, version };
}

/** The products that show a photo of this content key (one is enough to keep its files). */
export function photoUsersShape(key: string): QueryShape {
  return { collection: COLLECTION, filters: [{ field: "imageKeys", op: "array-contains", value: key }], orderBy: [] };
}

/** The files of `images` no product uses any more (other than through `images` themselves, gone now). */
export async function unusedPhotoFiles(images: readonly StoredImage[]): Promise<string[]> {
  const collection = await products();
  const unused = await Promise.all(
    images.map(async (image) => {
      const { empty } = await buildQuery(collection, photoUsersShape(image.key)).limit(1).get();
      return empty ? filesOf(image) : [];
    }),
  );
  return [...new Set(unused.flat())];
}

/** Deletes one product; answers how many were deleted (0 when there was none). */
export async function removeProduct(id: string, tx?: Transaction): Promise<number> {
  const ref = (await products()).doc(id);
  const remove = async (tx: Transaction) => {
    if (!(await tx.get(ref)).exists) return 0;
    tx.delete(ref);
    deleteShards(ref, tx);
    return 1;
  };
  return tx ? remove(tx) : runTransaction(remove);
}

/** Renames a product; its search fields follow the name. */
export async function renameProduct(id: string, name: string, tx?: Transaction): Promise<void> {
  await update((await products()).doc(id), { name, ...searchFields(name) }, tx);
}
