import { crc32c, md5 } from "./hashes";
import { invalid, required } from "./errors";

/**
 * An object as the stand-in keeps it, and its resource in the JSON API's shape
 * (https://cloud.google.com/storage/docs/json_api/v1/objects#resource), with the fields a client reads.
 */
export interface StoredObject {
  bucket: string;
  name: string;
  /** Microseconds since the epoch at the write, as Cloud Storage numbers generations; a string in JSON. */
  generation: string;
  /** 1 at the write, one more at each metadata change. */
  metageneration: number;
  size: number;
  md5Hash: string;
  crc32c: string;
  timeCreated: string;
  updated: string;
  fields: WritableFields;
  data: Buffer;
}

/** What a client may set, at the upload or by PATCH; absent is unset. */
export interface WritableFields {
  contentType?: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  /** The custom metadata (`metadata` in the resource): string values only. */
  metadata?: Record<string, string>;
}

const TEXT_FIELDS = [
  "contentType",
  "cacheControl",
  "contentDisposition",
  "contentEncoding",
  "contentLanguage",
] as const;

/** Cloud Storage's rule for names: 1 to 1,024 bytes of UTF-8, no carriage return or line feed. */
export function checkName(name: string | null | undefined): string {
  if (!name) throw required("name");
  if (Buffer.byteLength(name) > 1024 || /[\r\n]/.test(name)) throw invalid(`Invalid object name: ${name}`);
  return name;
}

/**
 * Applies a client's JSON (an upload's metadata or a PATCH body) to `fields`: a text field or a
 * custom metadata key set to `null` is removed, other fields (acl, storageClass, ...) are ignored.
 */
export function applyFields(fields: WritableFields, body: unknown): WritableFields {
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw invalid("Invalid JSON payload received.");
  const changes = body as Record<string, unknown>;
  const next: WritableFields = { ...fields, metadata: fields.metadata && { ...fields.metadata } };
  for (const key of TEXT_FIELDS) {
    if (!(key in changes)) continue;
    const value = changes[key];
    if (value === null) delete next[key];
    else if (typeof value === "string") next[key] = value;
    else throw invalid(`Invalid value for ${key}: ${JSON.stringify(value)}`);
  }
  if ("metadata" in changes) {
    const metadata = changes.metadata;
    if (metadata === null) delete next.metadata;
    else if (typeof metadata !== "object" || Array.isArray(metadata)) throw invalid("Invalid value for metadata.");
    else {
      const merged = { ...next.metadata };
      for (const [key, value] of Object.entries(metadata as Record<string, unknown>)) {
        if (value === null) delete merged[key];
        else merged[key] = typeof value === "string" ? value : JSON.stringify(value);
      }
      next.metadata = merged;
    }
  }
  if (!next.metadata || Object.keys(next.metadata).length === 0) delete next.metadata;
  return next;
}

let lastGeneration = 0;

/** A new generation, later than every one before it in this process (and than the clock's now). */
export function nextGeneration(): string {
  lastGeneration = Math.max(lastGeneration + 1, Date.now() * 1000);
  return String(lastGeneration);
}

/** A new object (or a new generation of one) holding `data`; without a content type, application/octet-stream. */
export function newObject(bucket: string, name: string, data: Buffer, fields: WritableFields): StoredObject {
  const now = new Date().toISOString();
  return {
    bucket,
    name,
    generation: nextGeneration(),
    metageneration: 1,
    size: data.length,
    md5Hash: md5(data),
    crc32c: crc32c(data),
    timeCreated: now,
    updated: now,
    fields: { contentType: "application/octet-stream", ...fields },
    data,
  };
}

/** Percent-encodes a name for a path segment, slashes included, as the client does. */
export const encodeName = (name: string) => encodeURIComponent(name);

/** The object resource of the JSON API. `base` is the stand-in's address, for selfLink and mediaLink. */
export function objectResource(object: StoredObject, base: string) {
  const path = `b/${encodeURIComponent(object.bucket)}/o/${encodeName(object.name)}`;
  const { metadata, ...text } = object.fields;
  return {
    kind: "storage#object",
    id: `${object.bucket}/${object.name}/${object.generation}`,
    selfLink: `${base}/storage/v1/${path}`,
    mediaLink: `${base}/download/storage/v1/${path}?generation=${object.generation}&alt=media`,
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    ...text,
    storageClass: "STANDARD",
    size: String(object.size),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: etag(object),
    timeCreated: object.timeCreated,
    updated: object.updated,
    timeStorageClassUpdated: object.timeCreated,
    timeFinalized: object.timeCreated,
    ...(metadata ? { metadata } : {}),
  };
}

/** The object's metadata as Firebase's own API (`/v0/b/{bucket}/o/{name}`) answers it, download tokens included. */
export function firebaseResource(object: StoredObject) {
  const { metadata, ...text } = object.fields;
  const { firebaseStorageDownloadTokens, ...custom } = metadata ?? {};
  return {
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    ...text,
    timeCreated: object.timeCreated,
    updated: object.updated,
    storageClass: "STANDARD",
    size: String(object.size),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: etag(object),
    downloadTokens: firebaseStorageDownloadTokens ?? "",
    ...(Object.keys(custom).length ? { metadata: custom } : {}),
  };
}

/** Changes with every write and metadata change, as Cloud Storage's does. */
export const etag = (object: StoredObject) =>
  Buffer.from(`${object.generation}/${object.metageneration}`).toString("base64");
