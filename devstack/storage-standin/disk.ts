import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { md5 } from "./hashes";
import type { StoredObject } from "./objects";

/**
 * The objects on disk, for a stack started with `--persist`: a folder per bucket, and per object a
 * JSON file of its metadata and a file of its bytes. Every write goes to disk before the client gets
 * its answer, so a hard kill keeps what was answered.
 *
 *   <dir>/<bucket>/<key>.json                 {version, object: the metadata, data: "<key>.<generation>.bin"}
 *   <dir>/<bucket>/<key>.<generation>.bin     the bytes
 *
 * `<key>` is the SHA-256 of the object's name (a name may be 1,024 bytes and hold slashes, more than
 * a file name may). The bytes of a new generation go to a file of their own before the JSON is swapped
 * for the one naming them, so a crash between the two leaves the old object whole; leftover bytes
 * files are removed at the next load.
 */
export class Disk {
  constructor(private readonly dir: string) {}

  private key(name: string) {
    return createHash("sha256").update(name).digest("hex");
  }

  private folder(bucket: string) {
    const folder = join(this.dir, bucket);
    mkdirSync(folder, { recursive: true });
    return folder;
  }

  /** Writes `path` whole or not at all. */
  private writeWhole(path: string, data: Buffer | string) {
    writeFileSync(`${path}.tmp`, data);
    renameSync(`${path}.tmp`, path);
  }

  save(object: StoredObject, previous?: StoredObject) {
    const folder = this.folder(object.bucket);
    const key = this.key(object.name);
    const dataFile = `${key}.${object.generation}.bin`;
    if (previous?.generation !== object.generation) this.writeWhole(join(folder, dataFile), object.data);
    const { data: _bytes, ...metadata } = object;
    this.writeWhole(
      join(folder, `${key}.json`),
      `${JSON.stringify({ version: 1, object: metadata, data: dataFile })}\n`,
    );
    if (previous && previous.generation !== object.generation) {
      rmSync(join(folder, `${key}.${previous.generation}.bin`), { force: true });
    }
  }

  remove(object: StoredObject) {
    const folder = this.folder(object.bucket);
    const key = this.key(object.name);
    rmSync(join(folder, `${key}.json`), { force: true });
    rmSync(join(folder, `${key}.${object.generation}.bin`), { force: true });
  }

  /** Every object kept for `bucket`; what cannot be read whole is skipped and reported through `warn`. */
  load(bucket: string, warn: (line: string) => void): StoredObject[] {
    const folder = join(this.dir, bucket);
    if (!existsSync(folder)) return [];
    const files = readdirSync(folder);
    const objects: StoredObject[] = [];
    const used = new Set<string>();
    const loaded = new Set<string>();
    for (const file of files.filter((name) => name.endsWith(".json"))) {
      try {
        const saved = JSON.parse(readFileSync(join(folder, file), "utf8")) as {
          object: Omit<StoredObject, "data">;
          data: string;
        };
        const data = readFileSync(join(folder, saved.data));
        if (md5(data) !== saved.object.md5Hash) throw new Error("its bytes do not match its MD5");
        objects.push({ ...saved.object, data });
        used.add(saved.data);
        loaded.add(file.slice(0, -".json".length));
      } catch (error) {
        warn(`skipped ${join(folder, file)}: ${(error as Error).message}`);
      }
    }
    // Leftovers of a write cut short: temporary files, and bytes of a generation its object's JSON
    // does not name (the bytes of an object whose JSON could not be read stay, for a person to look at).
    for (const file of files) {
      const stale = file.endsWith(".bin") && !used.has(file) && loaded.has(file.split(".")[0]!);
      if (file.endsWith(".tmp") || stale) rmSync(join(folder, file), { force: true });
    }
    return objects;
  }
}
