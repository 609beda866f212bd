import { createHash, randomUUID } from "node:crypto";
import { MAX_IMAGES, type ProductDetail } from "@hometools/contract";
import {
  findProduct,
  saveImages,
  toProductDetail,
  unusedPhotoFiles,
  type StoredProduct,
} from "../../data/catalogue/product-repository";
import {
  deletePhotoFileVersions,
  markPhotoFiles,
  photoFileVersions,
  savePhotoFile,
} from "../../data/catalogue/photo-store";
import { afterCommit, runTransaction, type Transaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { checkedSize, filesOf, renditionName, renditionWidths, type StoredImage } from "../../domain/catalogue/images";
import { Refused } from "../../domain/refused";
import { readHeader, renditions } from "../../images/photo-codec";
import { log } from "../../log";
import { recordActivity } from "../team/record-activity";

/**
 * A tool's photos (docs/decisions/046): the owner and staff add, reorder, describe and remove them.
 * The bytes are trusted only once decoded: the header decides (JPEG, PNG or WebP; not a decompression
 * bomb) before a pixel is decoded; the renditions carry no metadata. Every refusal stores nothing:
 * files are written only for a photo that passed every check, and taken back when the unit that
 * would keep it refuses.
 */

/** Reads the tool in the unit and refuses what no photo may change: a tool that is not there. */
async function productIn(id: string, tx: Transaction): Promise<StoredProduct> {
  const product = await findProduct(id, tx);
  if (!product) throw new Refused({ kind: "no-such", thing: "product" });
  return product;
}

/** POST /products/{id}/images: one photo, its alt text; answers the photo as the API shows it. */
export async function addProductImage(
  caller: Caller,
  id: string,
  photo: { bytes: Buffer; alt: string },
): Promise<ProductDetail["images"][number]> {
  const size = checkedSize(await readHeader(photo.bytes));
  // Refused before any work: a tool that is not there, or has its 8 photos already.
  const before = await findProduct(id);
  if (!before) throw new Refused({ kind: "no-such", thing: "product" });
  if (before.images.length >= MAX_IMAGES) throw new Refused({ kind: "too-many-images" });

  const key = createHash("sha256").update(photo.bytes).digest("hex").slice(0, 32);
  const widths = renditionWidths(size.width);
  // A sound header over pixels that do not decode (a file cut short) is no image either.
  const files = await renditions(photo.bytes, widths);
  if (!files) throw new Refused({ kind: "not-an-image" });
  const save = (file: { width: number; bytes: Buffer }) => savePhotoFile(renditionName(key, file.width), file.bytes);
  await Promise.all(files.map(save));
  const image: StoredImage = { id: randomUUID().slice(0, 8), key, alt: photo.alt, ...size, widths };
  let saved: StoredProduct;
  try {
    saved = await runTransaction(async (tx) => {
      const product = await productIn(id, tx);
      if (product.images.length >= MAX_IMAGES) throw new Refused({ kind: "too-many-images" });
      const saved = await saveImages(product, [...product.images, image], tx);
      await recordActivity(tx, caller, {
        action: "product.image-add",
        target: { kind: "product", id, label: product.name },
        changes: { images: [product.images.length, saved.images.length] },
      });
      return saved;
    });
  } catch (error) {
    // Nothing kept: the files go unless another photo (identical bytes) uses them.
    await removeUnusedFiles([image]);
    throw error;
  }
  // The tool shows them now: a removal of the same photo elsewhere that began before leaves them
  // (or they are written again, if it was quicker).
  const gone = new Set(await markPhotoFiles(filesOf(image)));
  await Promise.all(files.filter((file) => gone.has(renditionName(key, file.width))).map(save));
  log.info("photo added", { productId: id, key, widths, by: caller.uid });
  return toProductDetail(saved).images.at(-1)!;
}

/**
 * Deletes the files of `images` that no tool shows any more: each as it was before the question
 * was asked, so a photo of the same bytes added meanwhile keeps them (data/catalogue/photo-store.ts).
 */
async function removeUnusedFiles(images: readonly StoredImage[]): Promise<void> {
  const versions = await photoFileVersions([...new Set(images.flatMap(filesOf))]);
  const unused = new Set(await unusedPhotoFiles(images));
  await deletePhotoFileVersions(versions.filter((version) => unused.has(version.name)));
}

/**
 * PATCH /products/{id}/images: a new order (every photo's id once) and new alt texts, if the tool is
 * still at `version` (409 version-conflict otherwise, as PATCH /products/{id}).
 */
export async function updateProductImages(
  caller: Caller,
  id: string,
  { version, order, alt }: { version: number; order?: string[]; alt?: Record<string, string> },
): Promise<ProductDetail> {
  const saved = await runTransaction(async (tx) => {
    const product = await productIn(id, tx);
    if (product.version !== version) throw new Refused({ kind: "product-changed", current: toProductDetail(product) });
    const byId = new Map(product.images.map((image) => [image.id, image]));
    const sameSet =
      order &&
      order.length === byId.size &&
      new Set(order).size === order.length &&
      order.every((photo) => byId.has(photo));
    if (order && !sameSet) throw new Refused({ kind: "image-order" });
    const unknown = Object.keys(alt ?? {}).find((photo) => !byId.has(photo));
    if (unknown !== undefined) throw new Refused({ kind: "unknown-image", id: unknown });
    const images = (order ?? product.images.map((image) => image.id)).map((photo) => ({
      ...byId.get(photo)!,
      ...(alt?.[photo] !== undefined && { alt: alt[photo]! }),
    }));
    const saved = await saveImages(product, images, tx);
    await recordActivity(tx, caller, {
      action: "product.image-update",
      target: { kind: "product", id, label: product.name },
      changes: {
        ...(order && { order: [product.images.map((image) => image.id), order] }),
        ...(alt && { alt: [Object.keys(alt).map((photo) => byId.get(photo)!.alt), Object.values(alt)] }),
      },
    });
    return saved;
  });
  return toProductDetail(saved);
}

/** DELETE /products/{id}/images/{imageId}: the photo goes, and its files unless another photo uses them. */
export async function removeProductImage(caller: Caller, id: string, imageId: string): Promise<ProductDetail> {
  const saved = await runTransaction(async (tx) => {
    const product = await productIn(id, tx);
    const image = product.images.find((candidate) => candidate.id === imageId);
    if (!image) throw new Refused({ kind: "no-such", thing: "image" });
    const saved = await saveImages(
      product,
      product.images.filter((candidate) => candidate !== image),
      tx,
    );
    await recordActivity(tx, caller, {
      action: "product.image-remove",
      target: { kind: "product", id, label: product.name },
      changes: { images: [product.images.length, saved.images.length] },
    });
    afterCommit(tx, () => removeUnusedFiles([image]));
    return saved;
  });
  return toProductDetail(saved);
}

/** The files of a deleted tool's photos, once it is gone (services/catalogue/delete-product.ts). */
export function removePhotosAfter(tx: Transaction, images: readonly StoredImage[]): void {
  if (images.length === 0) return;
  afterCommit(tx, () => removeUnusedFiles(images));
}
