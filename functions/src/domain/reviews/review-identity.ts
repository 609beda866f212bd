import { isHttpsUrl, isSitePath, REVIEW_PLACEHOLDER_IMG, reviewerName, type Review } from "@hometools/contract";

/**
 * Who a review says wrote it (docs/decisions/020). An account's display name and photoURL are
 * whatever its owner set (one call to Auth with their own token), so neither is taken as it comes:
 * the name must not pose as the shop, and the photo is shown only when the shop can vouch for
 * where it came from. Applied when a review is written and again whenever one is read, so reviews
 * stored before these rules show the same.
 */

/** Where a stored review's `img` came from: only "google" (and the seed's site paths) are shown. */
export type ReviewImageSource = "google" | "none";

/** A review as stored: what the API shows, plus who wrote it and where its photo came from. */
export interface StoredReview extends Review {
  /** null for the seed's reviews, which no account wrote. */
  uid: string | null;
  imgSource: ReviewImageSource | null;
}

// Google's sign-in serves profile photos from lh3.googleusercontent.com (and its siblings).
const GOOGLE_PHOTO_HOST = /^[a-z0-9-]+\.googleusercontent\.com$/;

/** An https: URL on Google's profile-photo hosts. */
export function isGooglePhoto(url: string): boolean {
  return isHttpsUrl(url) && GOOGLE_PHOTO_HOST.test(new URL(url).hostname);
}

/**
 * The photo a new review stores: the one Google's sign-in provider put on the account (the
 * provider's own record, which the account's owner cannot edit), else the placeholder.
 */
export function photoForReview(googleProviderPhoto: string | null): { img: string; imgSource: ReviewImageSource } {
  return googleProviderPhoto && isGooglePhoto(googleProviderPhoto)
    ? { img: googleProviderPhoto, imgSource: "google" }
    : { img: REVIEW_PLACEHOLDER_IMG, imgSource: "none" };
}

/** A stored review as the API shows it: a neutral name if it poses as the shop, the placeholder unless the photo is vouched for. */
export function publicReview({ uid, imgSource, ...review }: StoredReview): Review {
  const seedAvatar = uid === null && isSitePath(review.img);
  const googlePhoto = imgSource === "google" && isGooglePhoto(review.img);
  return {
    ...review,
    name: reviewerName(review.name),
    img: seedAvatar || googlePhoto ? review.img : REVIEW_PLACEHOLDER_IMG,
  };
}
