import { urls } from "../../ports/ports";

/** What the request counter (devstack/request-counter) has seen of the functions' Firestore calls. */
export interface RequestCounts {
  total: number;
  byMethod: Record<string, number>;
}

const countsUrl = `${urls.firestoreCounts}/counts`;

/** The counts so far, or null when the running stack does not count (started without --count-requests). */
export async function firestoreRequests(): Promise<RequestCounts | null> {
  try {
    const response = await fetch(countsUrl, { signal: AbortSignal.timeout(3000) });
    return response.ok ? ((await response.json()) as RequestCounts) : null;
  } catch {
    return null;
  }
}

/** `after` less `before`, method by method. */
export function countsBetween(before: RequestCounts, after: RequestCounts): RequestCounts {
  const byMethod: Record<string, number> = {};
  for (const [method, count] of Object.entries(after.byMethod)) {
    const added = count - (before.byMethod[method] ?? 0);
    if (added) byMethod[method] = added;
  }
  return { total: after.total - before.total, byMethod };
}

/** The Firestore requests the functions made while `work` ran, with what `work` answered. */
export async function countRequests<T>(work: () => Promise<T>): Promise<{ counts: RequestCounts; result: T }> {
  const before = await firestoreRequests();
  if (!before) throw new Error(`the stack counts no Firestore requests (${countsUrl}): start it with --count-requests`);
  const result = await work();
  return { counts: countsBetween(before, (await firestoreRequests())!), result };
}

/** "9 (BatchGetDocuments 3, Commit 2, RunQuery 4)". */
export const describeCounts = (counts: RequestCounts) =>
  `${counts.total} (${Object.entries(counts.byMethod)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([method, count]) => `${method} ${count}`)
    .join(", ")})`;

/** What the request counter saw written: the documents written most in any 10 seconds (devstack/request-counter). */
export interface DocumentWrites {
  writes: number;
  documents: number;
  windowSeconds: number;
  hottest: Array<{ document: string; most: number }>;
}

const writesUrl = `${urls.firestoreCounts}/writes`;

/**
 * Starts the counter's log of written documents over (`DELETE /writes`); answers false when the
 * running stack does not count.
 */
export async function resetDocumentWrites(): Promise<boolean> {
  try {
    return (await fetch(writesUrl, { method: "DELETE", signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
}

/** The documents written since the last reset, or null when the running stack does not count. */
export async function documentWrites(): Promise<DocumentWrites | null> {
  try {
    const response = await fetch(writesUrl, { signal: AbortSignal.timeout(3000) });
    return response.ok ? ((await response.json()) as DocumentWrites) : null;
  } catch {
    return null;
  }
}
