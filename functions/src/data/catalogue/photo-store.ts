import { storageBucket } from "../firebase";

/**
 * The photos' files in the project's Cloud Storage bucket, under `media/`: WebP renditions named by
 * their content (domain/catalogue/images.ts), so a name never changes meaning and browsers keep them
 * a year. Clients never reach the bucket (storage.rules): the shop serves them (services/catalogue/read-media.ts).
 */
const FOLDER = "media/";
const MEDIA_CACHE = "public, max-age=31536000, immutable";

let bucket: ReturnType<typeof storageBucket> | undefined;
const files = () => (bucket ??= storageBucket());

export async function savePhotoFile(name: string, bytes: Buffer): Promise<void> {
  await (await files()).file(FOLDER + name).save(bytes, {
    resumable: false,
    contentType: "image/webp",
    metadata: { cacheControl: MEDIA_CACHE },
  });
}

/** A rendition's bytes and type; null when there is none of that name. */
export async function readPhotoFile(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const file = (await files()).file(FOLDER + name);
  try {
    const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
    return { bytes, contentType: metadata.contentType ?? "image/webp" };
  } catch (error) {
    if ((error as { code?: number }).code === 404) return null;
    throw error;
  }
}

/** Deletes files; one already gone is no error. */
export async function deletePhotoFiles(names: readonly string[]): Promise<void> {
  const bucket = await files();
  await Promise.all(names.map((name) => bucket.file(FOLDER + name).delete({ ignoreNotFound: true })));
}
