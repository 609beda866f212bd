import { randomBytes } from "node:crypto";
import { invalid, StorageError } from "./errors";
import { crc32c, md5, parseGoogHash } from "./hashes";
import { applyFields, type StoredObject, type WritableFields } from "./objects";
import type { Preconditions } from "./store";

/**
 * The three upload protocols of the JSON API (https://cloud.google.com/storage/docs/uploads-downloads):
 * `uploadType=media` (the bytes alone), `multipart` (a multipart/related body: the metadata as JSON,
 * then the bytes) and `resumable` (a POST opens a session, PUTs with Content-Range carry the bytes,
 * in one request or in chunks). `file.save(data, {resumable: false})` uses multipart, the default
 * resumable; `bucket.upload` and `createWriteStream` the same.
 */

/** Metadata and bytes of a multipart/related upload body. */
export function parseMultipart(
  body: Buffer,
  contentType: string,
): { metadata: unknown; media: Buffer; mediaType?: string } {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) throw invalid("A multipart upload needs a multipart/related Content-Type with a boundary.");
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: Array<{ headers: string; body: Buffer }> = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === "--") break; // the closing delimiter
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    // A part: CRLF, its headers, a blank line, its body, then CRLF before the next delimiter.
    const part = body.subarray(start + 2, next - 2);
    const blank = part.indexOf("\r\n\r\n");
    if (blank < 0) throw invalid("Malformed multipart body: a part has no blank line after its headers.");
    parts.push({ headers: part.subarray(0, blank).toString("latin1"), body: part.subarray(blank + 4) });
    at = next;
  }
  if (parts.length !== 2) throw invalid(`A multipart upload has two parts (metadata, media), not ${parts.length}.`);
  let metadata: unknown;
  try {
    metadata = parts[0]!.body.length ? JSON.parse(parts[0]!.body.toString("utf8")) : {};
  } catch {
    throw invalid("The metadata part of a multipart upload is not JSON.");
  }
  const mediaType = /^content-type:\s*(.+)$/im.exec(parts[1]!.headers)?.[1]?.trim();
  return { metadata, media: Buffer.from(parts[1]!.body), mediaType };
}

/**
 * Checks the bytes against the hashes the client sent (X-Goog-Hash, or crc32c/md5Hash in the metadata),
 * as Cloud Storage does before it keeps an upload.
 */
export function checkHashes(data: Buffer, sent: { crc32c?: string; md5?: string }) {
  const actual = { crc32c: crc32c(data), md5: md5(data) };
  for (const kind of ["crc32c", "md5"] as const) {
    const label = kind === "crc32c" ? "CRC32C" : "MD5";
    if (sent[kind] && sent[kind] !== actual[kind]) {
      throw invalid(`Provided ${label} "${sent[kind]}" doesn't match calculated ${label} "${actual[kind]}".`);
    }
  }
}

/** The hashes a client asked to be checked: the X-Goog-Hash header, else the metadata's own. */
export function sentHashes(header: string | string[] | undefined, metadata: unknown) {
  const fromHeader = parseGoogHash(header);
  const fields = (metadata ?? {}) as { crc32c?: unknown; md5Hash?: unknown };
  return {
    crc32c: fromHeader.crc32c ?? (typeof fields.crc32c === "string" ? fields.crc32c : undefined),
    md5: fromHeader.md5 ?? (typeof fields.md5Hash === "string" ? fields.md5Hash : undefined),
  };
}

/** The object's writable fields from an upload's metadata; the Content-Type of the bytes when it names none. */
export function uploadFields(metadata: unknown, mediaType?: string): WritableFields {
  const fields = applyFields({}, metadata ?? {});
  if (!fields.contentType && mediaType) fields.contentType = mediaType;
  return fields;
}

interface Session {
  bucket: string;
  name: string;
  fields: WritableFields;
  metadata: unknown;
  preconditions: Preconditions;
  chunks: Buffer[];
  received: number;
  done?: StoredObject;
}

/** What a PUT to a session answers: 308 with the bytes kept so far, or the finished object. */
export type SessionAnswer = { status: 308; received: number } | { status: 200; object: StoredObject };

type Range = { status: true; total?: number } | { status: false; start: number; end?: number; total?: number };

/** `Content-Range: bytes 0-99/200`, `bytes 100-*\/*`, `bytes *\/200` or `bytes *\/*`; none is the whole object. */
function parseRange(header: string | undefined): Range {
  if (!header) return { status: false, start: 0 };
  const number = (text: string) => (text === "*" ? undefined : Number(text));
  const status = /^bytes \*\/(\d+|\*)$/.exec(header.trim());
  if (status) return { status: true, total: number(status[1]!) };
  const range = /^bytes (\d+)-(\d+|\*)\/(\d+|\*)$/.exec(header.trim());
  if (!range) throw invalid(`Invalid Content-Range: ${header}`);
  return { status: false, start: Number(range[1]), end: number(range[2]!), total: number(range[3]!) };
}

/** Open resumable upload sessions (and finished ones, which answer their object again). */
export class ResumableUploads {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly keep = 1000) {}

  open(bucket: string, name: string, fields: WritableFields, metadata: unknown, preconditions: Preconditions): string {
    const id = randomBytes(18).toString("base64url");
    this.sessions.set(id, { bucket, name, fields, metadata, preconditions, chunks: [], received: 0 });
    // Sessions left open or done are dropped oldest first, so a long `npm start` stays small.
    for (const old of this.sessions.keys()) {
      if (this.sessions.size <= this.keep) break;
      this.sessions.delete(old);
    }
    return id;
  }

  /**
   * Takes one PUT of a session. `finish` keeps the object (the store's put) once every byte is in;
   * a request whose range ends in `*` (or has no Content-Range) carries the rest of the object.
   */
  put(
    id: string,
    contentRange: string | undefined,
    body: Buffer,
    googHash: string | string[] | undefined,
    finish: (session: Session, data: Buffer) => StoredObject,
  ): SessionAnswer {
    const session = this.sessions.get(id);
    if (!session) throw new StorageError(404, "notFound", "No such upload session.");
    if (session.done) return { status: 200, object: session.done };
    const range = parseRange(contentRange);
    if (!range.status) {
      if (range.start > session.received) {
        throw invalid(
          `Invalid request. According to the Content-Range header, the upload offset is ${range.start} byte(s), which exceeds already uploaded size of ${session.received} byte(s).`,
        );
      }
      // Bytes sent again after a lost answer are kept once.
      const fresh = body.subarray(session.received - range.start);
      if (fresh.length) session.chunks.push(Buffer.from(fresh));
      session.received += fresh.length;
    }
    if (range.total !== undefined && session.received > range.total) {
      throw invalid(
        `The upload holds ${session.received} bytes, more than the ${range.total} its Content-Range declared.`,
      );
    }
    // The last request: one whose range ends in `*` (it carries the rest), or once the declared total is
    // in (a status check `bytes */N` is the final empty request of a chunked upload of unknown size).
    const last = range.status
      ? range.total === session.received
      : range.end === undefined || range.total === session.received;
    if (!last) return { status: 308, received: session.received };
    const data = Buffer.concat(session.chunks);
    checkHashes(data, sentHashes(googHash, session.metadata));
    session.done = finish(session, data);
    session.chunks = [];
    return { status: 200, object: session.done };
  }
}
