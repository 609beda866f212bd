import { useEffect, useState } from "react";

/**
 * What the `pages` function embedded in this page's HTML for its first draw: the JSON of the
 * `<script type="application/json">` with this id, as `pick` takes it (null: not this page's).
 * It is read while the page first renders and removed once that render is on screen, so a render
 * React drops and starts over (an interrupted transition) reads it again, and a later visit by the
 * app's own navigation finds nothing and asks the API.
 */
export function useEmbedded<T>(id: string, pick: (json: unknown) => T | null): T | null {
  const [value] = useState(() => {
    const element = document.getElementById(id);
    if (!element) return null;
    try {
      return pick(JSON.parse(element.textContent ?? ""));
    } catch {
      return null;
    }
  });
  useEffect(() => document.getElementById(id)?.remove(), [id]);
  return value;
}
