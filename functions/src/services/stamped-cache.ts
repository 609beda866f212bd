/** How long an instance keeps what it read under one change stamp: a change made behind the API shows within it. */
const MAX_AGE_MS = 60_000;

/**
 * A per-instance copy of a small collection for quotes (docs/decisions/035): kept while the
 * collection's change stamp, read in the quote's batch read, is the one it was read under, and for at
 * most a minute; else read again. A failed read is forgotten, so the next quote tries again.
 */
export function cacheByStamp<T>(load: () => Promise<T>): (stamp: string, now?: number) => Promise<T> {
  let recent: { stamp: string; at: number; value: Promise<T> } | null = null;
  return (stamp, now = Date.now()) => {
    if (!recent || recent.stamp !== stamp || now - recent.at > MAX_AGE_MS) {
      const value = load();
      recent = { stamp, at: now, value };
      value.catch(() => (recent = null));
    }
    return recent.value;
  };
}
