import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { Role, TeamMember } from "@hometools/contract";
import { db, isoDate } from "../firebase";
import { read, replace, runTransaction, type Transaction } from "../transaction";

/**
 * `team/roster`: the shop's team as one document, mirroring the members' custom claims. One
 * document so that a unit reading it sees every owner, and two changes at once cannot both
 * remove an owner: the second finds the roster changed and runs again (docs/decisions/034).
 * A shop's team is a handful of people, far below a document's 1 MiB.
 */
const COLLECTION = "team";

export type Roster = Map<string, TeamMember>;

async function rosterRef() {
  // The collection's one document.
  return (await db()).collection(COLLECTION).doc("roster");
}

function toRoster(snapshot: DocumentSnapshot): Roster {
  const members = (snapshot.get("members") ?? {}) as Record<string, Record<string, unknown>>;
  return new Map(
    Object.entries(members).map(([uid, member]) => [
      uid,
      {
        uid,
        email: String(member.email ?? ""),
        displayName: String(member.displayName ?? ""),
        role: member.role === "staff" ? "staff" : "owner",
        since: isoDate(member.since) ?? "",
      } satisfies TeamMember,
    ]),
  );
}

export async function readRoster(tx?: Transaction): Promise<Roster> {
  return toRoster(await read(await rosterRef(), tx));
}

/** Writes the whole roster (read in the same unit). */
export async function saveRoster(roster: Roster, tx: Transaction): Promise<void> {
  const members = Object.fromEntries(
    [...roster.values()].map(({ uid, email, displayName, role, since }) => [
      uid,
      { email, displayName, role, since: new Date(since) },
    ]),
  );
  await replace(await rosterRef(), { members }, tx);
}

/** Sets one member's role (or removes it with null) in a unit of its own: the seed and the migration. */
export async function putMember(
  uid: string,
  member: { email: string; displayName: string; role: Role } | null,
): Promise<boolean> {
  return runTransaction(async (tx) => {
    const roster = await readRoster(tx);
    const current = roster.get(uid);
    if (member === null ? !current : current?.role === member.role && current.email === member.email) return false;
    if (member) roster.set(uid, { uid, ...member, since: new Date().toISOString() });
    else roster.delete(uid);
    await saveRoster(roster, tx);
    return true;
  });
}
