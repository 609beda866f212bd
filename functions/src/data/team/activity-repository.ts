import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { ActivityEntry } from "@hometools/contract";
import {
  filterKey,
  filterKeysOf,
  type ActivityActor,
  type ActivityFilters,
  type ActivityRecord,
} from "../../domain/team/activity";
import type { Page, PageRequest } from "../../domain/paging";
import { toDollars } from "../../domain/pricing";
import { db, isoDate } from "../firebase";
import { pagedShape, readPage } from "../paged-query";
import type { QueryShape } from "../query-shape";
import { create, type Transaction } from "../transaction";

const COLLECTION = "activity";

/**
 * `activity/{id}`: one admin change each, written in the unit of the change and never changed
 * after (docs/decisions/034-owner-and-staff.md). Firestore holds no array inside an array, so a
 * change is stored as {before, after} and shown as [before, after].
 */
async function entries() {
  return (await db()).collection(COLLECTION);
}

export interface NewActivity extends ActivityRecord {
  at: Date;
  actor: ActivityActor;
  address: string;
}

/** Appends one entry inside the change's unit: a write only, so it may come after the unit's reads. */
export async function appendActivity(entry: NewActivity, tx: Transaction): Promise<string> {
  const ref = (await entries()).doc();
  const { changes, amountCents, ...rest } = entry;
  await create(
    ref,
    {
      ...rest,
      ...(changes && {
        changes: Object.fromEntries(
          Object.entries(changes).map(([field, [before, after]]) => [field, { before, after }]),
        ),
      }),
      ...(amountCents !== undefined && { amountCents }),
      filterKeys: filterKeysOf({
        actor: entry.actor.uid,
        action: entry.action,
        kind: entry.target.kind,
        targetId: entry.target.id,
      }),
    },
    tx,
  );
  return ref.id;
}

function toEntry(snapshot: DocumentSnapshot): ActivityEntry {
  const data = snapshot.data() ?? {};
  const changes = data.changes as Record<string, { before: unknown; after: unknown }> | undefined;
  return {
    _id: snapshot.id,
    at: isoDate(data.at) ?? "",
    actor: data.actor as ActivityEntry["actor"],
    action: data.action as ActivityEntry["action"],
    target: data.target as ActivityEntry["target"],
    ...(changes && {
      changes: Object.fromEntries(
        Object.entries(changes).map(([field, { before, after }]) => [field, [before ?? null, after ?? null]]),
      ) as Record<string, [unknown, unknown]>,
    }),
    ...(typeof data.amountCents === "number" && { amount: toDollars(data.amountCents) }),
    address: String(data.address ?? ""),
  };
}

/** The query behind GET /activity: newest first, at most one filter key, `at` within [from, until). */
export function activityShape(filters: ActivityFilters, from?: Date, until?: Date): QueryShape {
  const key = filterKey(filters);
  return pagedShape(
    {
      collection: COLLECTION,
      filters: [
        ...(key ? [{ field: "filterKeys", op: "array-contains" as const, value: key }] : []),
        ...(from ? [{ field: "at", op: ">=" as const, value: from }] : []),
        ...(until ? [{ field: "at", op: "<" as const, value: until }] : []),
      ],
    },
    "at",
    "desc",
  );
}

/** One page of entries, newest first. */
export async function listActivity(
  filters: ActivityFilters,
  range: { from?: Date; until?: Date },
  page: PageRequest,
): Promise<Page<ActivityEntry>> {
  return readPage(
    await entries(),
    activityShape(filters, range.from, range.until),
    page,
    toEntry,
    (snapshot) => ({ value: isoDate(snapshot.get("at")) ?? "", id: snapshot.id }),
    (value) => new Date(value),
  );
}
