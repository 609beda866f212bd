import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { NewToolReview, ToolRating, ToolReview } from "@hometools/contract";
import type { Page, PageRequest } from "../../domain/paging";
import { db, isoDate } from "../firebase";
import { newestFirst, newestPage } from "../paged-query";
import { buildQuery, type QueryShape } from "../query-shape";
import { setProductRating } from "../catalogue/product-repository";
import { create, read, type Transaction } from "../transaction";

/**
 * Reviews of one tool (docs/decisions/033), apart from the shop's reviews (`reviews`): one per
 * shopper and tool, under an id made of both, so a second create of it fails. Each tool's count
 * and sum of ratings sit in `toolRatings/{productId}`, written in the same unit as the review, so
 * a page shows the average without reading every review.
 */
const COLLECTION = "toolReviews";
const RATINGS = "toolRatings";

function toToolReview(snapshot: DocumentSnapshot): ToolReview {
  const data = snapshot.data() ?? {};
  return {
    _id: snapshot.id,
    productId: String(data.productId ?? ""),
    name: String(data.name ?? ""),
    rating: Number(data.rating ?? 0),
    review: String(data.review ?? ""),
    createdAt: isoDate(data.createdAt),
    verified: true,
  };
}

async function reviews() {
  return (await db()).collection(COLLECTION);
}

async function ratings() {
  return (await db()).collection(RATINGS);
}

/** The query behind GET /products/{id}/reviews: one tool's reviews, newest first. */
export const toolReviewListShape = (productId: string) =>
  newestFirst({ collection: COLLECTION, filters: [{ field: "productId", op: "==", value: productId }] });

/** One page of a tool's reviews, newest first. */
export async function listToolReviews(productId: string, page: PageRequest): Promise<Page<ToolReview>> {
  return newestPage(await reviews(), toolReviewListShape(productId), page, toToolReview);
}

/** A tool's count of reviews and their average rating (none yet: 0 and null). */
export async function findToolRating(productId: string, tx?: Transaction): Promise<ToolRating> {
  const snapshot = await read((await ratings()).doc(productId), tx);
  const reviewCount = Number(snapshot.get("reviewCount") ?? 0);
  const ratingSum = Number(snapshot.get("ratingSum") ?? 0);
  return reviewCount > 0
    ? { reviewCount, ratingValue: ratingSum / reviewCount }
    : { reviewCount: 0, ratingValue: null };
}

/** Whether the review under `id` exists (read in the caller's unit, which then creates it). */
export async function toolReviewExists(id: string, tx?: Transaction): Promise<boolean> {
  return (await read((await reviews()).doc(id), tx)).exists;
}

/** Who wrote a review: the account and the name shown. */
export interface ToolReviewAuthor {
  /** null for the seed's reviews, which no account wrote. */
  uid: string | null;
  name: string;
}

/**
 * Adds the review under `id` and counts it in its tool's rating, whose current figures `rating`
 * are (read in the same unit), and in the product's `ratingAverage`, `ratingCount` and sort key:
 * the product must exist. `createdAt` defaults to now.
 */
export async function insertToolReview(
  id: string,
  productId: string,
  author: ToolReviewAuthor,
  review: NewToolReview,
  rating: ToolRating,
  tx: Transaction,
  createdAt = new Date(),
): Promise<ToolReview> {
  const stored = { productId, ...author, ...review, createdAt };
  await create((await reviews()).doc(id), stored, tx);
  const reviewCount = rating.reviewCount + 1;
  const ratingSum = (rating.ratingValue ?? 0) * rating.reviewCount + review.rating;
  tx.set((await ratings()).doc(productId), { reviewCount, ratingSum: Math.round(ratingSum), updatedAt: createdAt });
  // The product carries its rating too, for the cards and sort=rating (the unit read the product).
  await setProductRating(productId, Math.round(ratingSum), reviewCount, tx);
  return { _id: id, productId, name: author.name, ...review, createdAt: createdAt.toISOString(), verified: true };
}

/** One account's tool reviews (a shopper's data export). */
export const toolReviewsByAuthorShape = (uid: string): QueryShape => ({
  collection: COLLECTION,
  filters: [{ field: "uid", op: "==", value: uid }],
  orderBy: [],
});

export async function listToolReviewsBy(uid: string): Promise<ToolReview[]> {
  const { docs } = await buildQuery(await reviews(), toolReviewsByAuthorShape(uid)).get();
  return docs.map(toToolReview);
}
