import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { Transaction } from "../transaction";
import type { NewReview } from "@hometools/contract";
import type { Page, PageRequest } from "../../domain/paging";
import type { ReviewImageSource, StoredReview } from "../../domain/reviews/review-identity";
import { db, isoDate } from "../firebase";
import { newestFirst, newestPage } from "../paged-query";
import { buildQuery, type QueryShape } from "../query-shape";
import { insert, read, type NewDocumentOptions } from "../transaction";

const COLLECTION = "reviews";

const imageSources: readonly unknown[] = ["google", "none"] satisfies ReviewImageSource[];

function toReview(snapshot: DocumentSnapshot): StoredReview {
  const data = snapshot.data() ?? {};
  return {
    _id: snapshot.id,
    uid: typeof data.uid === "string" ? data.uid : null,
    imgSource: imageSources.includes(data.imgSource) ? (data.imgSource as ReviewImageSource) : null,
    name: String(data.name ?? ""),
    img: String(data.img ?? ""),
    review: String(data.review ?? ""),
    rating: Number(data.rating ?? 0),
    verifiedBuyer: data.verifiedBuyer === true,
    createdAt: isoDate(data.createdAt),
  };
}

async function reviews() {
  return (await db()).collection(COLLECTION);
}

/** The query behind GET /reviews: newest first. */
export const reviewListShape = () => newestFirst({ collection: COLLECTION, filters: [] });

/** One page of reviews as stored, newest first. */
export async function listReviews(page: PageRequest): Promise<Page<StoredReview>> {
  return newestPage(await reviews(), reviewListShape(), page, toReview);
}

export async function findReview(id: string, tx?: Transaction): Promise<StoredReview | null> {
  const snapshot = await read((await reviews()).doc(id), tx);
  return snapshot.exists ? toReview(snapshot) : null;
}

/** One of an account's latest reviews: its place in the account's sequence and when it was posted. */
export interface ReviewStamp {
  seq: number;
  createdAt: string | null;
}

/** The query behind the review limit: one account's reviews, latest in its sequence first. */
export const reviewsByAuthorShape = (uid: string): QueryShape => ({
  collection: COLLECTION,
  filters: [{ field: "uid", op: "==", value: uid }],
  orderBy: [{ field: "seq", direction: "desc" }],
});

/** The account's `count` latest reviews by sequence number, latest first (in the caller's transaction). */
export async function latestReviewsBy(uid: string, count: number, tx?: Transaction): Promise<ReviewStamp[]> {
  const query = buildQuery(await reviews(), reviewsByAuthorShape(uid)).limit(count);
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.map((doc) => ({ seq: Number(doc.get("seq") ?? 0), createdAt: isoDate(doc.get("createdAt")) }));
}

/** What a review stores beyond the text: who wrote it and what the server decided about it. */
export interface ReviewAuthor {
  /** null for the seed's reviews, which no account wrote. */
  uid: string | null;
  name: string;
  img: string;
  /** Where `img` came from (absent for the seed's, whose images are site paths). */
  imgSource?: ReviewImageSource;
  verifiedBuyer: boolean;
  /** The review's place in its author's sequence (absent for the seed's). */
  seq?: number;
}

/** Adds a review under a fresh id or under `id` (a second create of one id fails); `createdAt` defaults to now. */
export async function insertReview(
  author: ReviewAuthor,
  review: NewReview,
  options: NewDocumentOptions = {},
  tx?: Transaction,
): Promise<StoredReview> {
  const stored = { ...review, ...author };
  const { _id, createdAt } = await insert(await reviews(), stored, options, tx);
  const { uid, name, img, imgSource = null, verifiedBuyer } = author;
  return { _id, uid, imgSource, name, img, verifiedBuyer, ...review, createdAt };
}

/** Every shop review of one account, as stored (a shopper's data export). */
export async function listReviewsBy(uid: string): Promise<StoredReview[]> {
  const { docs } = await buildQuery(await reviews(), reviewsByAuthorShape(uid)).get();
  return docs.map(toReview);
}
