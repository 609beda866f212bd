import type { DiscountCode, DiscountCodePatch, NewDiscountCode } from "@hometools/contract";
import {
  countRedemptions,
  findDiscountCode,
  insertDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
  type StoredDiscountCode,
} from "../data/discount-code-repository";
import { isAlreadyExists } from "../data/transaction";
import { toCents, toDollars } from "../domain/pricing";
import { AppError, notFound } from "../errors";

function toDiscountCode(code: StoredDiscountCode, redemptions: number): DiscountCode {
  const { minSubtotalCents, value, ...rest } = code;
  return {
    ...rest,
    value: code.kind === "amount" ? toDollars(value) : value,
    minSubtotal: minSubtotalCents === null ? null : toDollars(minSubtotalCents),
    redemptions,
  };
}

/** POST /discount-codes (admin): 409 when a code of that name (ignoring case) exists. */
export async function addDiscountCode(input: NewDiscountCode): Promise<DiscountCode> {
  try {
    const created = await insertDiscountCode({
      code: input.code,
      kind: input.kind,
      value: input.kind === "amount" ? toCents(input.value) : input.value,
      minSubtotalCents: input.minSubtotal === null ? null : toCents(input.minSubtotal),
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      maxRedemptions: input.maxRedemptions,
      perCustomer: input.perCustomer,
      productIds: [...new Set(input.productIds)],
    });
    return toDiscountCode(created, 0);
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    throw new AppError("conflict", `The code ${input.code} exists already`, 409, {
      fields: { code: "This code exists already" },
    });
  }
}

/** GET /discount-codes (admin): every code with how many orders hold it now. */
export async function listCodes(): Promise<DiscountCode[]> {
  const codes = await listDiscountCodes();
  const counts = await Promise.all(codes.map((code) => countRedemptions(code.code)));
  return codes.map((code, index) => toDiscountCode(code, counts[index]!));
}

/** PATCH /discount-codes/{code} (admin): active, endsAt, maxRedemptions. */
export async function editDiscountCode(name: string, patch: DiscountCodePatch): Promise<DiscountCode> {
  const code = await findDiscountCode(name.toUpperCase());
  if (!code) throw notFound("Discount code");
  const endsAt = patch.endsAt === undefined ? code.endsAt : patch.endsAt;
  if (endsAt && code.startsAt && endsAt <= code.startsAt) {
    throw new AppError("bad-request", "endsAt: Must be after startsAt", 400, {
      fields: { endsAt: "Must be after startsAt" },
    });
  }
  await updateDiscountCode(code.code, patch);
  const changed = {
    ...code,
    ...(patch.active !== undefined && { active: patch.active }),
    ...(patch.endsAt !== undefined && { endsAt: patch.endsAt }),
    ...(patch.maxRedemptions !== undefined && { maxRedemptions: patch.maxRedemptions }),
  };
  return toDiscountCode(changed, await countRedemptions(code.code));
}
