import { useCallback, useState } from "react";
import toast from "react-hot-toast";
import { notifyError } from "./error-message";

export interface WriteOptions<T, K> {
  /** Which write this is, when a page runs several at once (Ship on one row, Delete on another). */
  key?: K;
  /** Toasted when the write went through: a sentence, or one made from its answer (none: no toast). */
  success?: string | ((answer: T) => string | undefined);
  /** Toasted on failure instead of the sentence for the error's code: for calls that are not the API's. */
  failure?: string;
  /** The page shows `error` itself (under its form): no toast. */
  inline?: boolean;
}

export type WriteResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** An object key matches by the fields given (`{ id }` matches every action on that row). */
type KeyMatch<K> = K extends object ? Partial<K> : K;

export interface Write<K> {
  /** Runs `write`; resolves with its answer or its error, never rejects (the error is shown here). */
  run: <T>(write: () => Promise<T>, options?: WriteOptions<T, K>) => Promise<WriteResult<T>>;
  /** Some write is running. */
  busy: boolean;
  /** A write whose key matches is running. */
  isBusy: (key: KeyMatch<K>) => boolean;
  /** The last failure, until the next write starts: for a form that shows it inline. */
  error: unknown;
}

interface Running<K> {
  key?: K;
}

function matches<K>(key: K, wanted: KeyMatch<K>): boolean {
  if (typeof key !== "object" || typeof wanted !== "object") return key === wanted;
  const fields = key as Record<string, unknown>;
  return Object.entries(wanted as object).every(([name, value]) => fields[name] === value);
}

/**
 * A write from the web (a POST, PUT, PATCH or DELETE, or a Firebase Auth call): the page says what to
 * write and what to say on success; this owns the busy state and shows a failure once, worded from
 * the error's code (lib/api/error-message.ts), so no page repeats a busy flag, a try/catch and a toast.
 */
export function useWrite<K extends string | object = string>(): Write<K> {
  // Each run its own entry, so two writes with one key end independently.
  const [running, setRunning] = useState<ReadonlyArray<Running<K>>>([]);
  const [error, setError] = useState<unknown>();

  const run = useCallback(
    async <T>(write: () => Promise<T>, options: WriteOptions<T, K> = {}): Promise<WriteResult<T>> => {
      const entry: Running<K> = { key: options.key };
      setRunning((list) => [...list, entry]);
      setError(undefined);
      try {
        const value = await write();
        const said = typeof options.success === "function" ? options.success(value) : options.success;
        if (said) toast.success(said);
        return { ok: true, value };
      } catch (caught) {
        setError(caught);
        if (!options.inline) notifyError(caught, options.failure);
        return { ok: false, error: caught };
      } finally {
        setRunning((list) => list.filter((item) => item !== entry));
      }
    },
    [],
  );

  const isBusy = (wanted: KeyMatch<K>) => running.some((item) => item.key !== undefined && matches(item.key, wanted));
  return { run, busy: running.length > 0, isBusy, error };
}
