import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { NewReview, Review } from "@hometools/contract";
import { db, isoDate } from "./firebase";

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

/** Newest first. */
export async function listReviews(): Promise<Review[]> {
  const snapshot = await (await db()).collection(COLLECTION).orderBy("createdAt", "desc").get();
  return snapshot.docs.map(toReview);
}

export async function insertReview(author: { uid: string; name: string }, review: NewReview): Promise<Review> {
  const ref = (await db()).collection(COLLECTION).doc();
  const createdAt = new Date();
  await ref.create({ ...review, uid: author.uid, name: author.name, createdAt });
  return { _id: ref.id, name: author.name, ...review, createdAt: createdAt.toISOString() };
}
