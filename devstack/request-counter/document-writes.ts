import { createRequire } from "node:module";
import type * as V1 from "@firestore-emulator/proto/dist/google/firestore/v1/firestore";

// The emulator package's generated google.firestore.v1 messages (CommonJS; its ESM build is broken).
const require = createRequire(import.meta.url);
const v1 = require("@firestore-emulator/proto/dist/google/firestore/v1/firestore") as typeof V1;

/** The calls that write documents: their request bodies are decoded for the documents they name. */
export const WRITING_METHODS = new Set(["Commit", "BatchWrite"]);

/** How long the window is over which a document's writes are counted (Firestore's sustained limit: about 1 a second). */
export const WINDOW_MS = 10_000;

/**
 * The documents one Commit or BatchWrite request writes, from its gRPC body: length-prefixed
 * messages (a flag byte, a 4-byte length), here one. Each write names its document: an update's
 * document, a delete's name, or a transform's document; the name is shortened to its path below
 * `documents/` (`products/abc`). A compressed or unreadable body names none.
 */
export function documentsWritten(method: string, body: Buffer): string[] {
  if (body.length < 5 || body[0] !== 0) return [];
  const message = body.subarray(5, 5 + body.readUInt32BE(1));
  try {
    const request =
      method === "BatchWrite"
        ? v1.BatchWriteRequest.deserializeBinary(message)
        : v1.CommitRequest.deserializeBinary(message);
    return request.writes.map((write) => {
      const name = write.has_update ? write.update.name : write.has_delete ? write.delete : write.transform.document;
      return name.slice(name.indexOf("/documents/") + "/documents/".length);
    });
  } catch {
    return [];
  }
}

/** The writes a counter saw land: how many documents, and the ones written most in any WINDOW_MS. */
export interface DocumentWrites {
  /** Writes that landed (their call answered OK) since the start or the last reset. */
  writes: number;
  /** Distinct documents written. */
  documents: number;
  windowSeconds: number;
  /** The ten documents written most in any one window, most first. */
  hottest: Array<{ document: string; most: number }>;
}

/** Counts each document's landed writes over time and answers the most any one took in a sliding window. */
export class WriteLog {
  private times = new Map<string, number[]>();
  private total = 0;

  /** Writes that landed at `at` (ms): one per document named, a document named twice in one call counts once. */
  landed(documents: readonly string[], at: number): void {
    for (const document of new Set(documents)) {
      const times = this.times.get(document) ?? [];
      times.push(at);
      this.times.set(document, times);
      this.total += 1;
    }
  }

  reset(): void {
    this.times = new Map();
    this.total = 0;
  }

  summary(): DocumentWrites {
    const most = [...this.times].map(([document, times]) => ({ document, most: mostInWindow(times, WINDOW_MS) }));
    most.sort((a, b) => b.most - a.most || a.document.localeCompare(b.document));
    return {
      writes: this.total,
      documents: this.times.size,
      windowSeconds: WINDOW_MS / 1000,
      hottest: most.slice(0, 10),
    };
  }
}

/** The most of `times` (ascending ms) that fall within any `window` ms (a write at t and one at t + window - 1 share one). */
export function mostInWindow(times: readonly number[], window: number): number {
  let most = 0;
  let first = 0;
  for (let last = 0; last < times.length; last++) {
    while (times[last]! - times[first]! >= window) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}
