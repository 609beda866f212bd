// Firestore's automatic ids and the seed's ids use only these characters. Anything else (a
// slash, "..", 2 kB of text, "<script>") cannot be one of our documents, so it is never asked for.
const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;

// Names that JavaScript objects already carry: the embedded Firestore emulator keeps documents in
// plain objects and answers 500 for them, and no id we create looks like one.
const PROTOTYPE_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * Whether a string from a client (a path segment, a body field, a cursor's last id) can name one of
 * our documents. Firestore itself refuses `__x__` ids (reserved) and the official emulator answers
 * such a read with INVALID_ARGUMENT, which must never surface as a 500.
 */
export function isDocumentId(id: unknown): id is string {
  return typeof id === "string" && DOC_ID.test(id) && !/^__.*__$/.test(id) && !PROTOTYPE_NAMES.has(id);
}
