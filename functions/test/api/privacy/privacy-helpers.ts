import { PROJECT_ID, urls } from "../../../../ports/ports";
import { pointServicesAtStack } from "../orders/lifecycle-helpers";
import { adminSdk } from "../helpers";
import { keptByLaw } from "../../../src/data/privacy/erasure-repository";

/** What must not be left anywhere once a customer is erased. */
export interface Traces {
  uid?: string;
  email: string;
  name: string;
  phone?: string;
}

/** Where a scan found a trace: the document's path and what matched. */
export interface Finding {
  path: string;
  where: string;
}

function matches(text: string, traces: Traces): string | null {
  const lower = text.toLowerCase();
  if (traces.uid && text.includes(traces.uid)) return "uid";
  if (traces.email && lower.includes(traces.email.toLowerCase())) return "email";
  if (traces.name && lower.includes(traces.name.toLowerCase())) return "name";
  if (traces.phone && text.includes(traces.phone)) return "phone";
  return null;
}

function scanValue(value: unknown, traces: Traces, at: string, found: string[]): void {
  if (typeof value === "string") {
    const hit = matches(value, traces);
    if (hit) found.push(`${at} holds the ${hit}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => scanValue(item, traces, `${at}[${index}]`, found));
  } else if (value && typeof value === "object" && value.constructor === Object) {
    for (const [key, inner] of Object.entries(value)) {
      const hit = matches(key, traces);
      if (hit) found.push(`${at}: the key ${key} holds the ${hit}`);
      scanValue(inner, traces, at ? `${at}.${key}` : key, found);
    }
  }
}

/** The collection's name as the eraser declares it: "orders", or "products/stockMoves" for a subcollection. */
const declaredName = (path: string) =>
  path
    .split("/")
    .filter((_, index) => index % 2 === 0)
    .join("/");

/**
 * Every document of every collection and subcollection (listCollections, recursively; parents that
 * exist only through their subcollections too), scanned for the traces in its id, its map keys and
 * every value. Answers the findings and the collections met. Issued invoices and credit notes are
 * kept by law with the buyer's name and email (the eraser's `keptByLaw`): scanned for the uid and
 * phone only, which they never hold.
 */
export async function scanFirestore(traces: Traces): Promise<{ findings: Finding[]; collections: Set<string> }> {
  const { db } = await adminSdk();
  const findings: Finding[] = [];
  const collections = new Set<string>();
  type Collection = Awaited<ReturnType<typeof db.listCollections>>[number];
  async function scanCollections(refs: Collection[]) {
    for (const collection of refs) {
      collections.add(declaredName(collection.path));
      const documents = await collection.listDocuments();
      for (let start = 0; start < documents.length; start += 300) {
        const chunk = documents.slice(start, start + 300);
        const snapshots = await db.getAll(...chunk);
        for (const snapshot of snapshots) {
          const found: string[] = [];
          const idHit = matches(decodeURIComponent(snapshot.id), traces);
          if (idHit) found.push(`the id holds the ${idHit}`);
          const kept = keptByLaw.has(declaredName(collection.path) as never);
          const sought = kept ? { ...traces, email: "", name: "" } : traces;
          if (snapshot.exists) scanValue(snapshot.data(), sought, "", found);
          for (const where of found) findings.push({ path: snapshot.ref.path, where });
        }
        const children = await Promise.all(chunk.map((ref) => ref.listCollections()));
        await scanCollections(children.flat());
      }
    }
  }
  await scanCollections(await db.listCollections());
  return { findings, collections };
}

/** The services the sweep runs, in this process, pointed at the stack (the Stripe stand-in, the mail catcher). */
export async function serviceEnv(): Promise<void> {
  pointServicesAtStack();
  Object.assign(process.env, { SMTP_URL: urls.smtp, MAIL_FROM: "Home Tools <shop@example.com>" });
}

/**
 * Moves the account's "sessions valid since" back (the Auth emulator's accounts:update, as an
 * admin): a token whose sign-in is older than the account's creation would otherwise read as revoked.
 */
export async function backdateSessions(uid: string, secondsAgo: number): Promise<void> {
  const validSince = String(Math.floor(Date.now() / 1000) - secondsAgo);
  const response = await fetch(
    `http://${urls.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ localId: uid, validSince }),
    },
  );
  if (!response.ok)
    throw new Error(`the Auth emulator refused validSince: ${response.status} ${await response.text()}`);
}
