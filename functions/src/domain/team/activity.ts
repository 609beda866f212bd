import type { ActivityAction, Role, TargetKind } from "@hometools/contract";

/** One entry of the activity log (docs/decisions/034-owner-and-staff.md), as a service words it. */
export interface ActivityRecord {
  action: ActivityAction;
  target: { kind: TargetKind; id: string; label: string };
  /** {field: [before, after]}, only the fields that changed. */
  changes?: Record<string, [unknown, unknown]>;
  /** Cents moved (refunds); the API shows dollars. */
  amountCents?: number;
}

export interface ActivityActor {
  uid: string;
  email: string;
  role: Role;
}

/** The fields GET /activity filters on by equality; they combine. */
export interface ActivityFilters {
  actor?: string;
  action?: string;
  kind?: string;
  targetId?: string;
}

const FILTER_FIELDS = ["actor", "action", "kind", "targetId"] as const;

/** The key of one combination of filters: the fields named, in a fixed order, with their values. */
export function filterKey(filters: ActivityFilters): string | null {
  const named = FILTER_FIELDS.filter((field) => filters[field] !== undefined).map((field) => [field, filters[field]]);
  return named.length ? JSON.stringify(named) : null;
}

/**
 * Every key an entry answers to: one per non-empty combination of its filter fields (15 for
 * four). GET /activity asks for the one key of its combination, so a single composite index
 * (filterKeys, at) serves every combination, where filtering field by field would need one index
 * per combination (docs/decisions/034).
 */
export function filterKeysOf(values: Required<ActivityFilters>): string[] {
  const keys: string[] = [];
  for (let mask = 1; mask < 1 << FILTER_FIELDS.length; mask++) {
    const chosen: ActivityFilters = {};
    FILTER_FIELDS.forEach((field, bit) => {
      if (mask & (1 << bit)) chosen[field] = values[field];
    });
    keys.push(filterKey(chosen)!);
  }
  return keys;
}

/** An order as the log names it: by its order number, never by its customer. */
export const orderTarget = (order: { _id: string; orderNumber: string }) => ({
  kind: "order" as const,
  id: order._id,
  label: order.orderNumber,
});

/** {field: [before, after]} for the fields whose value differs (compared as JSON); undefined when none. */
export function changesBetween<T extends object>(
  before: T,
  after: Partial<T>,
): Record<string, [unknown, unknown]> | undefined {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const was = (before as Record<string, unknown>)[field] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(value)) changes[field] = [was, value];
  }
  return Object.keys(changes).length ? changes : undefined;
}
