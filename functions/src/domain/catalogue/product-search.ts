/**
 * Search on product names (docs/decisions/013): a name matches when the search text is the start
 * of one of its words, or of a run of words ("claw ham" matches "Claw Hammer"). Firestore has no
 * substring search, so each product stores every such start (`namePrefixes`) and a search is one
 * `array-contains`. Names are at most 20 characters, so a product stores at most a few dozen.
 */

/** Lower case, one space between words, no space at the ends: how names and searches compare. */
export function normalizeSearch(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

/** Every prefix of the name from the start of each word on (a word starts after a non-letter/digit). */
export function namePrefixes(name: string): string[] {
  const normalized = normalizeSearch(name);
  const prefixes = new Set<string>();
  for (let start = 0; start < normalized.length; start++) {
    const wordStart =
      /[\p{L}\p{N}]/u.test(normalized[start]!) && (start === 0 || !/[\p{L}\p{N}]/u.test(normalized[start - 1]!));
    if (!wordStart) continue;
    for (let end = start + 1; end <= normalized.length; end++) {
      const prefix = normalized.slice(start, end).trimEnd();
      if (prefix) prefixes.add(prefix);
    }
  }
  return [...prefixes];
}

/** The fields a product keeps for search and the name sort; written whenever its name is. */
export function searchFields(name: string): { nameLower: string; namePrefixes: string[] } {
  return { nameLower: normalizeSearch(name), namePrefixes: namePrefixes(name) };
}
