import { readPhotoFile } from "../../data/catalogue/photo-store";

/** A rendition's name as the shop makes them (domain/catalogue/images.ts): anything else is not ours. */
const RENDITION = /^[0-9a-f]{32}-\d{1,5}\.webp$/;

/** GET /media/{name}: a photo's rendition, or null when the name is none of ours or has no file. */
export async function readMedia(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  return RENDITION.test(name) ? readPhotoFile(name) : null;
}
