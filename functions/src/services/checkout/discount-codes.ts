import type { DiscountCode, DiscountCodePatch, NewDiscountCode } from "@hometools/contract";
import {
  countRedemptions,
  findDiscountCode,
  insertDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
  type StoredDiscountCode,
} from "../../data/checkout/discount-code-repository";
import { isAlreadyExists, runTransaction } from "../../data/transaction";
import { changesBetween } from "../../domain/team/activity";
import type { Caller } from "../../domain/caller";
import { recordActivity } from "../team/record-activity";
import { toCents, toDollars } from "../../domain/pricing";
import { Refused } from "../../domain/refused";

function toDiscountCode(code: StoredDiscountCode, redemptions: number): DiscountCode {
  const { minSubtotalCents, value, ...rest } = code;
  return {
    ...rest,
    value: code.kind === "amount" ? toDollars(value) : value,
    minSubtotal: minSubtotalCents === null ? null : toDollars(minSubtotalCents),
    redemptions,
  };
}

const exists = (code: string) => new Refused({ kind: "code-exists", code });

/** POST /discount-codes (owner): 409 when a code of that name (ignoring case) exists. */
export async function addDiscountCode(caller: Caller, input: NewDiscountCode): Promise<DiscountCode> {
  try {
    const created = await runTransaction(async (tx) => {
      if (await findDiscountCode(input.code, tx)) throw exists(input.code);
      const stored = await insertDiscountCode(
        {
          code: input.code,
          kind: input.kind,
          value: input.kind === "amount" ? toCents(input.value) : input.value,
          minSubtotalCents: input.minSubtotal === null ? null : toCents(input.minSubtotal),
          startsAt: input.startsAt,
          endsAt: input.endsAt,
          maxRedemptions: input.maxRedemptions,
          perCustomer: input.perCustomer,
          productIds: [...new Set(input.productIds)],
        },
        tx,
      );
      await recordActivity(tx, caller, {
        action: "discount.create",
        target: { kind: "discount", id: stored.code, label: stored.code },
      });
      return stored;
    });
    return toDiscountCode(created, 0);
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    throw exists(input.code);
  }
}

/** GET /discount-codes (admin): every code with how many orders hold it now. */
export async function listCodes(): Promise<DiscountCode[]> {
  const codes = await listDiscountCodes();
  const counts = await Promise.all(codes.map((code) => countRedemptions(code.code)));
  return codes.map((code, index) => toDiscountCode(code, counts[index]!));
}

/** PATCH /discount-codes/{code} (owner): active, endsAt, maxRedemptions; the entry names what changed. */
export async function editDiscountCode(caller: Caller, name: string, patch: DiscountCodePatch): Promise<DiscountCode> {
  const code = await runTransaction(async (tx) => {
    const code = await findDiscountCode(name.toUpperCase(), tx);
    if (!code) throw new Refused({ kind: "no-such", thing: "discount-code" });
    const endsAt = patch.endsAt === undefined ? code.endsAt : patch.endsAt;
    if (endsAt && code.startsAt && endsAt <= code.startsAt) {
      throw new Refused({ kind: "code-ends-before-start" });
    }
    await updateDiscountCode(code.code, patch, tx);
    const changes = changesBetween(code, patch);
    if (changes) {
      await recordActivity(tx, caller, {
        action: "discount.update",
        target: { kind: "discount", id: code.code, label: code.code },
        changes,
      });
    }
    return code;
  });
  const changed = {
    ...code,
    ...(patch.active !== undefined && { active: patch.active }),
    ...(patch.endsAt !== undefined && { endsAt: patch.endsAt }),
    ...(patch.maxRedemptions !== undefined && { maxRedemptions: patch.maxRedemptions }),
  };
  return toDiscountCode(changed, await countRedemptions(code.code));
}
