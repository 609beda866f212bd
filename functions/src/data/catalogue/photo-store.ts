import { storageBucket } from "../firebase";

/**
 * The photos' files in the project's Cloud Storage bucket, under `media/`: WebP renditions named by
 * their content (domain/catalogue/images.ts), so a name never changes meaning and browsers keep them
 * a year. Clients never reach the bucket (storage.rules): the shop serves them (services/catalogue/read-media.ts).
 *
 * Identical photos share their files, so a file is deleted only while no tool uses it, and two
 * requests may meet on one name: an upload of the same bytes while another tool's photo goes. The
 * remover notes each file's generation and metageneration before it asks who uses it, and deletes
 * only that version; the uploader marks its files once its tool shows them (a new metageneration),
 * and writes again any that went meanwhile (docs/decisions/046).
 */
const FOLDER = "media/";
const MEDIA_CACHE = "public, max-age=31536000, immutable";

let bucket: ReturnType<typeof storageBucket> | undefined;
const files = () => (bucket ??= storageBucket());

const statusOf = (error: unknown) => (error as { code?: number }).code;

export async function savePhotoFile(name: string, bytes: Buffer): Promise<void> {
  await (await files()).file(FOLDER + name).save(bytes, {
    resumable: false,
    contentType: "image/webp",
    metadata: { cacheControl: MEDIA_CACHE },
  });
}

/**
 * A rendition's bytes and type; null when there is none of that name. One download, no metadata
 * read: every file here is a WebP the shop wrote.
 */
export async function readPhotoFile(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  try {
    const [bytes] = await (await files()).file(FOLDER + name).download();
    return { bytes, contentType: "image/webp" };
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** The version of a file a remover saw: it deletes that one only. */
export interface PhotoFileVersion {
  name: string;
  generation: string;
  metageneration: string;
}

/** The versions of those of `names` that exist now. */
export async function photoFileVersions(names: readonly string[]): Promise<PhotoFileVersion[]> {
  const bucket = await files();
  const found = await Promise.all(
    names.map(async (name) => {
      try {
        const [metadata] = await bucket.file(FOLDER + name).getMetadata();
        return { name, generation: String(metadata.generation), metageneration: String(metadata.metageneration) };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    }),
  );
  return found.filter((version) => version !== null);
}

/** Deletes each file if it is still the version seen; one gone or changed since is no error. */
export async function deletePhotoFileVersions(versions: readonly PhotoFileVersion[]): Promise<void> {
  const bucket = await files();
  await Promise.all(
    versions.map(async ({ name, generation, metageneration }) => {
      try {
        await bucket
          .file(FOLDER + name)
          .delete({ ifGenerationMatch: generation, ifMetagenerationMatch: metageneration });
      } catch (error) {
        // 404: gone already; 412: written or marked since, by a photo that uses it.
        if (statusOf(error) !== 404 && statusOf(error) !== 412) throw error;
      }
    }),
  );
}

/**
 * Marks files as in use (a new metageneration, so a remover that saw them before deletes nothing);
 * answers the names of those that are gone.
 */
export async function markPhotoFiles(names: readonly string[]): Promise<string[]> {
  const bucket = await files();
  const gone = await Promise.all(
    names.map(async (name) => {
      try {
        await bucket.file(FOLDER + name).setMetadata({ metadata: { usedAt: new Date().toISOString() } });
        return null;
      } catch (error) {
        if (statusOf(error) === 404) return name;
        throw error;
      }
    }),
  );
  return gone.filter((name) => name !== null);
}
