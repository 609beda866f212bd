import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import type { NewReview, Review } from "@hometools/contract";
import type { Page, PageRequest } from "../domain/paging";
import { db, isoDate } from "./firebase";
import { newestFirst, newestPage } from "./paged-query";
import { insert, read, type NewDocumentOptions } from "./transaction";

const COLLECTION = "reviews";

function toReview(snapshot: DocumentSnapshot): Review {
  const data = snapshot.data() ?? {};
  return {
    _id: snapshot.id,
    name: String(data.name ?? ""),
    img: String(data.img ?? ""),
    review: String(data.review ?? ""),
    rating: Number(data.rating ?? 0),
    createdAt: isoDate(data.createdAt),
  };
}

async function reviews() {
  return (await db()).collection(COLLECTION);
}

/** The query behind GET /reviews: newest first. */
export const reviewListShape = () => newestFirst({ collection: COLLECTION, filters: [] });

/** One page of reviews, newest first. */
export async function listReviews(page: PageRequest): Promise<Page<Review>> {
  return newestPage(await reviews(), reviewListShape(), page, toReview);
}

export async function findReview(id: string, tx?: Transaction): Promise<Review | null> {
  const snapshot = await read((await reviews()).doc(id), tx);
  return snapshot.exists ? toReview(snapshot) : null;
}

/**
 * Adds a review by `author` (uid null for the seed's reviews, which no account wrote), under a
 * fresh id or under `id`; `createdAt` defaults to now.
 */
export async function insertReview(
  author: { uid: string | null; name: string },
  review: Omit<NewReview, "img"> & { img?: string },
  options: NewDocumentOptions = {},
  tx?: Transaction,
): Promise<Review> {
  const stored = { ...review, uid: author.uid, name: author.name };
  const { _id, createdAt } = await insert(await reviews(), stored, options, tx);
  return { _id, name: author.name, img: "", ...review, createdAt };
}
