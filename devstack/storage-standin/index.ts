import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { HOST } from "../../ports/ports";
import { listenOnLoopback } from "../listen";
import { Disk } from "./disk";
import { invalid, noSuchBucket, StorageError } from "./errors";
import { checkName, encodeName, firebaseResource, objectResource, type StoredObject } from "./objects";
import { ObjectStore, type ListQuery, type Preconditions } from "./store";
import { checkHashes, parseMultipart, ResumableUploads, sentHashes, uploadFields } from "./uploads";

/**
 * The local Cloud Storage stand-in (README.md beside this file): a development tool, never deployed.
 * It answers what firebase-admin's Storage client (@google-cloud/storage) asks when
 * STORAGE_EMULATOR_HOST points at it: uploads (media, multipart, resumable), object metadata (get,
 * patch), downloads, deletes and listings, in the JSON API's formats, plus plain reads for a browser.
 * Objects live in memory, and on disk too when `dir` is given (`npm start -- --persist`).
 */
export interface StorageStandinOptions {
  /** 0 picks a free port. */
  port: number;
  /** The buckets it serves; any other answers 404, as a bucket that does not exist. */
  buckets: string[];
  /** Keep the objects in this folder (written through, loaded again at the next start). */
  dir?: string;
  log?: (line: string) => void;
}

export interface StorageStandin {
  port: number;
  url: string;
  /** How many objects it holds (after a start: how many it loaded from `dir`). */
  count: () => number;
  close: () => Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalid(`Malformed percent-encoding in ${segment}`);
  }
}

function preconditions(query: URLSearchParams): Preconditions {
  return {
    ifGenerationMatch: query.get("ifGenerationMatch") ?? undefined,
    ifMetagenerationMatch: query.get("ifMetagenerationMatch") ?? undefined,
  };
}

function listQuery(query: URLSearchParams): ListQuery {
  const text = (key: string) => query.get(key) || undefined;
  return {
    prefix: text("prefix"),
    delimiter: text("delimiter"),
    startOffset: text("startOffset"),
    endOffset: text("endOffset"),
    pageToken: text("pageToken"),
    maxResults: query.has("maxResults") ? Number(query.get("maxResults")) : undefined,
  };
}

function parseJson(body: Buffer): unknown {
  if (!body.length) return {};
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    throw invalid("Invalid JSON payload received.");
  }
}

// The JSON API's paths; the client drops the /storage/v1 prefix when STORAGE_EMULATOR_HOST is set.
const OBJECT = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/(.+)$/;
const OBJECTS = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/?$/;
const BUCKET = /^(?:\/storage\/v1)?\/b\/([^/]+)\/?$/;
const UPLOAD = /^\/upload\/storage\/v1\/b\/([^/]+)\/o\/?$/;
const DOWNLOAD = /^\/download\/storage\/v1\/b\/([^/]+)\/o\/(.+)$/;
// Firebase's own download API (getDownloadURL's links) and the plain public address.
const FIREBASE = /^\/v0\/b\/([^/]+)\/o\/(.+)$/;
const PUBLIC = /^\/([^/]+)\/(.+)$/;

export async function startStorageStandin(options: StorageStandinOptions): Promise<StorageStandin> {
  const log = options.log ?? ((line: string) => console.log(`[storage stand-in] ${line}`));
  const store = new ObjectStore(options.buckets, options.dir ? new Disk(options.dir) : undefined, log);
  const uploads = new ResumableUploads();

  function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, {
      "content-type": "application/json; charset=UTF-8",
      "cache-control": "no-store",
      ...headers,
    });
    res.end(JSON.stringify(body));
  }

  /** The bytes, whole or a `Range: bytes=` part, with the headers Cloud Storage sends and the client checks. */
  function sendMedia(req: IncomingMessage, res: ServerResponse, object: StoredObject) {
    const { fields } = object;
    const headers: Record<string, string> = {
      "content-type": fields.contentType ?? "application/octet-stream",
      "cache-control": fields.cacheControl ?? "private, max-age=0",
      etag: `"${Buffer.from(object.md5Hash, "base64").toString("hex")}"`,
      "last-modified": new Date(object.updated).toUTCString(),
      "accept-ranges": "bytes",
      "x-goog-generation": object.generation,
      "x-goog-metageneration": String(object.metageneration),
      "x-goog-hash": `crc32c=${object.crc32c},md5=${object.md5Hash}`,
      "x-goog-stored-content-encoding": fields.contentEncoding ?? "identity",
      "x-goog-stored-content-length": String(object.size),
    };
    if (fields.contentEncoding) headers["content-encoding"] = fields.contentEncoding;
    if (fields.contentDisposition) headers["content-disposition"] = fields.contentDisposition;
    if (fields.contentLanguage) headers["content-language"] = fields.contentLanguage;
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? "").trim());
    if (range && (range[1] || range[2])) {
      const size = object.size;
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start >= size || start > end) {
        res.writeHead(416, { "content-range": `bytes */${size}` });
        return res.end();
      }
      res.writeHead(206, { ...headers, "content-range": `bytes ${start}-${end}/${size}` });
      return res.end(object.data.subarray(start, end + 1));
    }
    res.writeHead(200, headers);
    res.end(object.data);
  }

  async function upload(req: IncomingMessage, res: ServerResponse, bucket: string, url: URL) {
    if (!store.has(bucket)) throw noSuchBucket();
    const query = url.searchParams;
    const body = await readBody(req);
    const base = `http://${req.headers.host ?? `${HOST}:${port}`}`;
    const uploadId = query.get("upload_id");
    if (uploadId) {
      const answer = uploads.put(
        uploadId,
        req.headers["content-range"],
        body,
        req.headers["x-goog-hash"],
        (session, data) => store.put(session.bucket, session.name, data, session.fields, session.preconditions),
      );
      if (answer.status === 200) return sendJson(res, 200, objectResource(answer.object, base));
      res.writeHead(308, answer.received ? { range: `bytes=0-${answer.received - 1}` } : {});
      return res.end();
    }
    const type = query.get("uploadType");
    const contentType = req.headers["content-type"];
    if (type === "media") {
      const name = checkName(query.get("name"));
      checkHashes(body, sentHashes(req.headers["x-goog-hash"], undefined));
      const object = store.put(bucket, name, body, uploadFields({}, contentType), preconditions(query));
      return sendJson(res, 200, objectResource(object, base));
    }
    if (type === "multipart") {
      const { metadata, media, mediaType } = parseMultipart(body, String(contentType ?? ""));
      const name = checkName(query.get("name") ?? (metadata as { name?: string }).name);
      checkHashes(media, sentHashes(req.headers["x-goog-hash"], metadata));
      const object = store.put(bucket, name, media, uploadFields(metadata, mediaType), preconditions(query));
      return sendJson(res, 200, objectResource(object, base));
    }
    if (type === "resumable") {
      const metadata = parseJson(body);
      const name = checkName(query.get("name") ?? (metadata as { name?: string }).name);
      const declared = req.headers["x-upload-content-type"];
      const fields = uploadFields(metadata, typeof declared === "string" ? declared : undefined);
      const id = uploads.open(bucket, name, fields, metadata, preconditions(query));
      const location = `${base}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=resumable&name=${encodeName(name)}&upload_id=${id}`;
      res.writeHead(200, { location, "x-guploader-uploadid": id, "content-length": "0" });
      return res.end();
    }
    throw invalid(`Unsupported uploadType: ${type ?? "(none)"}; use media, multipart or resumable.`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://standin");
    const path = url.pathname;
    const method = req.method ?? "GET";
    const query = url.searchParams;
    const base = `http://${req.headers.host ?? `${HOST}:${port}`}`;
    const reading = method === "GET" || method === "HEAD";
    let match: RegExpExecArray | null;

    if ((match = UPLOAD.exec(path)) && (method === "POST" || method === "PUT")) {
      return upload(req, res, decode(match[1]!), url);
    }
    if ((match = OBJECT.exec(path))) {
      const [bucket, name] = [decode(match[1]!), decode(match[2]!)];
      const generation = query.get("generation");
      if (reading && query.get("alt") === "media") return sendMedia(req, res, store.get(bucket, name, generation));
      if (reading) return sendJson(res, 200, objectResource(store.get(bucket, name, generation), base));
      if (method === "PATCH") {
        const body = parseJson(await readBody(req));
        return sendJson(
          res,
          200,
          objectResource(store.patch(bucket, name, body, preconditions(query), generation), base),
        );
      }
      if (method === "DELETE") {
        store.delete(bucket, name, preconditions(query), generation);
        res.writeHead(204);
        return res.end();
      }
    }
    if ((match = OBJECTS.exec(path)) && reading) {
      const bucket = decode(match[1]!);
      const page = store.list(bucket, listQuery(query));
      return sendJson(res, 200, {
        kind: "storage#objects",
        ...(page.prefixes.length ? { prefixes: page.prefixes } : {}),
        ...(page.items.length ? { items: page.items.map((object) => objectResource(object, base)) } : {}),
        ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
      });
    }
    if ((match = BUCKET.exec(path)) && reading) {
      const bucket = decode(match[1]!);
      if (!store.has(bucket)) throw noSuchBucket();
      return sendJson(res, 200, {
        kind: "storage#bucket",
        id: bucket,
        name: bucket,
        selfLink: `${base}/storage/v1/b/${encodeURIComponent(bucket)}`,
        location: "US",
        storageClass: "STANDARD",
      });
    }
    if ((match = DOWNLOAD.exec(path)) && reading) {
      return sendMedia(req, res, store.get(decode(match[1]!), decode(match[2]!), query.get("generation")));
    }
    if ((match = FIREBASE.exec(path)) && reading) {
      const object = store.get(decode(match[1]!), decode(match[2]!));
      if (query.get("alt") === "media") return sendMedia(req, res, object);
      return sendJson(res, 200, firebaseResource(object));
    }
    // The public address of an object (`file.publicUrl()`): /{bucket}/{name}, the name's slashes as
    // they are or encoded. Only for a bucket it serves, so no JSON API path is taken for one.
    if ((match = PUBLIC.exec(path)) && reading && store.has(decode(match[1]!))) {
      return sendMedia(req, res, store.get(decode(match[1]!), decode(match[2]!)));
    }
    throw new StorageError(404, "notFound", `Not Found: ${method} ${path}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof StorageError) return sendJson(res, error.status, error.body);
      log(`error: ${(error as Error).stack ?? String(error)}`);
      sendJson(res, 500, new StorageError(500, "backendError", "The Storage stand-in failed: see its log.").body);
    });
  });
  const port = await listenOnLoopback(server, options.port);
  return {
    port,
    url: `http://${HOST}:${port}`,
    count: () => store.count(),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
