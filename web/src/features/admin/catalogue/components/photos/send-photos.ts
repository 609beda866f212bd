import { IMAGE_MAX_BYTES, type ProductDetail } from "@hometools/contract";
import { ApiError } from "../../../../../lib/api/api-client";
import { errorMessage } from "../../../../../lib/api/error-message";
import { removeImage } from "../../api/remove-image";
import { updateImages } from "../../api/update-images";
import { uploadImage } from "../../api/upload-image";
import {
  draftOf,
  imagesChange,
  isUpload,
  savedPhoto,
  updatePhoto,
  withImage,
  type NewPhoto,
  type PhotoDraft,
  type PhotoErrors,
} from "./photo-draft";
import { isProduct } from "../product-edits";
import { detailOf } from "../variant-draft";

/** Why the server did not take a photo, worded for under it: its own words for the field when it gave them. */
function uploadErrors(error: unknown): PhotoErrors {
  if (error instanceof ApiError) {
    if (error.fields?.file || error.fields?.alt) return { file: error.fields.file, alt: error.fields.alt };
    if (error.code === "payload-too-large")
      return { file: `Over ${IMAGE_MAX_BYTES / 1024 / 1024} MB even made smaller: choose a smaller photo` };
    if (error.code === "too-many-images") return { file: error.message };
  }
  return { file: errorMessage(error) };
}

export interface Sent {
  /** The tool as the calls left it: each answer's version, or one more for each photo added. */
  product: ProductDetail;
  /** Photos the server did not take (each has its message in the draft). */
  failed: number;
  /** Another admin saved first (409 version-conflict): their tool. */
  theirs?: ProductDetail;
  /** Why the removals or the order and alt texts were refused. */
  refused?: string;
}

interface Hooks {
  /** Changes the draft as the calls go (progress, a photo added, a message under a photo). */
  edit: (change: (draft: PhotoDraft) => PhotoDraft) => void;
  /** A picked file is on the tool now: its preview can go. */
  added: (photo: NewPhoto) => void;
  signal?: AbortSignal;
}

/**
 * Sends a checked draft to `target`, one call at a time so each knows the version the last left:
 * the removals (DELETE), the new files in order (POST, with their progress), then the order and alt
 * texts wanted (one PATCH with the version). A file refused keeps its message and the rest go on.
 */
export async function sendPhotos(
  target: ProductDetail,
  sending: PhotoDraft,
  { edit, added, signal }: Hooks,
): Promise<Sent> {
  let product = target;
  let failed = 0;
  const uploaded = new Map<string, string>();
  try {
    for (const id of sending.removed) {
      if (!product.images.some((image) => image.id === id)) continue;
      try {
        product = detailOf(await removeImage(product._id, id));
      } catch (error) {
        if (!(error instanceof ApiError && error.code === "not-found")) throw error;
        product = { ...product, images: product.images.filter((image) => image.id !== id) };
      }
    }
    for (const photo of sending.photos.filter(isUpload)) {
      const show = (progress: number | null, errors: PhotoErrors = {}) =>
        edit((now) => updatePhoto(now, photo.key, { progress, errors }));
      show(0);
      try {
        const image = await uploadImage(product._id, photo.file, photo.alt.trim(), { onProgress: show, signal });
        product = withImage(product, image);
        uploaded.set(photo.key, image.id);
        added(photo);
        edit((now) => ({
          ...now,
          photos: now.photos.map((each) => (each.key === photo.key ? savedPhoto(image) : each)),
        }));
      } catch (error) {
        failed += 1;
        if (signal?.aborted) return { product, failed };
        show(null, uploadErrors(error));
      }
    }
    const wanted = sending.photos.flatMap((photo) => {
      const id = photo.kind === "saved" ? photo.image.id : uploaded.get(photo.key);
      return id ? [{ id, alt: photo.alt }] : [];
    });
    const change = imagesChange(product.images, wanted);
    if (change) product = detailOf(await updateImages(product._id, { version: product.version, ...change }));
    const done = product;
    edit((now) => draftOf(done.images, now.photos));
    return { product, failed };
  } catch (error) {
    if (error instanceof ApiError && error.code === "version-conflict" && isProduct(error.current))
      return { product, failed, theirs: detailOf(error.current) };
    const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
    const left = product.images;
    edit((now) => ({
      removed: now.removed.filter((id) => left.some((image) => image.id === id)),
      photos: now.photos.map((photo) => {
        const message = photo.kind === "saved" ? fields[`alt.${photo.image.id}`] : undefined;
        return message ? { ...photo, errors: { alt: message } } : photo;
      }),
    }));
    return { product, failed, refused: errorMessage(error) };
  }
}
