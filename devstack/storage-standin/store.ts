import type { Disk } from "./disk";
import { conditionNotMet, invalid, noSuchBucket, noSuchObject } from "./errors";
import { applyFields, newObject, type StoredObject, type WritableFields } from "./objects";

/** The JSON API's preconditions the stand-in honours (query parameters; "0" = the object must not exist). */
export interface Preconditions {
  ifGenerationMatch?: string;
  ifMetagenerationMatch?: string;
}

export interface ListQuery {
  prefix?: string;
  delimiter?: string;
  startOffset?: string;
  endOffset?: string;
  maxResults?: number;
  pageToken?: string;
}

/** Names in Cloud Storage's order: by their UTF-8 bytes. */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** Every bucket's objects, in memory, and on disk too when a `Disk` is given. */
export class ObjectStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();

  constructor(
    bucketNames: string[],
    private readonly disk?: Disk,
    warn: (line: string) => void = () => {},
  ) {
    for (const bucket of bucketNames) {
      const objects = new Map<string, StoredObject>();
      for (const object of disk?.load(bucket, warn) ?? []) objects.set(object.name, object);
      this.buckets.set(bucket, objects);
    }
  }

  bucketNames(): string[] {
    return [...this.buckets.keys()];
  }

  has(bucket: string): boolean {
    return this.buckets.has(bucket);
  }

  count(): number {
    return [...this.buckets.values()].reduce((sum, objects) => sum + objects.size, 0);
  }

  private objects(bucket: string): Map<string, StoredObject> {
    const objects = this.buckets.get(bucket);
    if (!objects) throw noSuchBucket();
    return objects;
  }

  /** The object, or a 404; `generation`, when asked for, must be the live one (no versioning here). */
  get(bucket: string, name: string, generation?: string | null): StoredObject {
    const object = this.objects(bucket).get(name);
    if (!object || (generation && generation !== object.generation)) throw noSuchObject(bucket, name);
    return object;
  }

  put(bucket: string, name: string, data: Buffer, fields: WritableFields, preconditions: Preconditions): StoredObject {
    const objects = this.objects(bucket);
    const previous = objects.get(name);
    check(previous, preconditions);
    const object = newObject(bucket, name, data, fields);
    this.disk?.save(object, previous);
    objects.set(name, object);
    return object;
  }

  patch(bucket: string, name: string, body: unknown, preconditions: Preconditions, generation?: string | null) {
    const previous = this.get(bucket, name, generation);
    check(previous, preconditions);
    const object: StoredObject = {
      ...previous,
      fields: applyFields(previous.fields, body),
      metageneration: previous.metageneration + 1,
      updated: new Date().toISOString(),
    };
    this.disk?.save(object, previous);
    this.objects(bucket).set(name, object);
    return object;
  }

  delete(bucket: string, name: string, preconditions: Preconditions, generation?: string | null) {
    const object = this.get(bucket, name, generation);
    check(object, preconditions);
    this.disk?.remove(object);
    this.objects(bucket).delete(name);
  }

  /**
   * One page of a listing, as objects.list answers: names in byte order from after `pageToken`; with a
   * delimiter, names with more after the prefix are rolled into `prefixes`; `maxResults` counts both.
   */
  list(bucket: string, query: ListQuery) {
    const prefix = query.prefix ?? "";
    const max = query.maxResults ?? 1000;
    if (!Number.isInteger(max) || max < 1) throw invalid(`Invalid value for maxResults: ${query.maxResults}`);
    const after = query.pageToken ? Buffer.from(query.pageToken, "base64url").toString("utf8") : undefined;
    const names = [...this.objects(bucket).keys()].sort(byBytes);
    const items: StoredObject[] = [];
    const prefixes: string[] = [];
    let lastTaken: string | undefined;
    let nextPageToken: string | undefined;
    for (const name of names) {
      if (after !== undefined && byBytes(name, after) <= 0) continue;
      if (!name.startsWith(prefix)) continue;
      if (query.startOffset && byBytes(name, query.startOffset) < 0) continue;
      if (query.endOffset && byBytes(name, query.endOffset) >= 0) continue;
      const cut = query.delimiter ? name.indexOf(query.delimiter, prefix.length) : -1;
      const rolled = cut >= 0 ? name.slice(0, cut + query.delimiter!.length) : undefined;
      // The names under a prefix already listed are contiguous in byte order: taken with it.
      if (rolled !== undefined && rolled === prefixes.at(-1)) {
        lastTaken = name;
        continue;
      }
      if (items.length + prefixes.length === max) {
        nextPageToken = Buffer.from(lastTaken!).toString("base64url");
        break;
      }
      if (rolled !== undefined) prefixes.push(rolled);
      else items.push(this.get(bucket, name));
      lastTaken = name;
    }
    return { items, prefixes, nextPageToken };
  }
}

function check(object: StoredObject | undefined, preconditions: Preconditions) {
  const { ifGenerationMatch, ifMetagenerationMatch } = preconditions;
  if (ifGenerationMatch !== undefined && ifGenerationMatch !== (object?.generation ?? "0")) throw conditionNotMet();
  if (ifMetagenerationMatch !== undefined && ifMetagenerationMatch !== String(object?.metageneration ?? "")) {
    throw conditionNotMet();
  }
}
