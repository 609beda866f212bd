import { MIN_ORDER_TOTAL_CENTS } from "@hometools/contract";
import { formatCents } from "../pricing";

/** What the discount rules need of a code (data/checkout/discount-code-repository.ts stores it so). */
export interface CodeRule {
  code: string;
  kind: "percent" | "amount";
  /** A percent (1-100), or cents. */
  value: number;
  minSubtotalCents: number | null;
  startsAt: string | null;
  endsAt: string | null;
  productIds: readonly string[];
  active: boolean;
}

export const codeMessages = {
  unknown: "This code is not valid",
  inactive: "This code is no longer valid",
  notStarted: "This code is not valid yet",
  ended: "This code has expired",
  usedUp: "This code has been used up",
  usedByYou: "You have already used this code",
  noProducts: "This code does not apply to these products",
} as const;

/**
 * What the code takes off these lines (cents), or why it does not apply. A percent code takes that
 * share of the eligible lines (its products, or all), rounded to the cent; an amount code at most
 * their total. Shipping is never discounted. The redemption limits are the caller's (they need reads).
 */
export function discountFor(
  code: CodeRule | null,
  lines: ReadonlyArray<{ productId: string; lineTotalCents: number }>,
  now: Date,
): { cents: number; problem: null } | { cents: 0; problem: string } {
  if (!code) return { cents: 0, problem: codeMessages.unknown };
  if (!code.active) return { cents: 0, problem: codeMessages.inactive };
  if (code.startsAt && now < new Date(code.startsAt)) return { cents: 0, problem: codeMessages.notStarted };
  if (code.endsAt && now >= new Date(code.endsAt)) return { cents: 0, problem: codeMessages.ended };
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  if (code.minSubtotalCents !== null && subtotal < code.minSubtotalCents) {
    return { cents: 0, problem: `This code needs a subtotal of at least ${formatCents(code.minSubtotalCents)}` };
  }
  const eligible = lines
    .filter((line) => codeAppliesTo(code, line.productId))
    .reduce((sum, line) => sum + line.lineTotalCents, 0);
  if (eligible === 0) return { cents: 0, problem: codeMessages.noProducts };
  const cents = code.kind === "percent" ? Math.round((eligible * code.value) / 100) : Math.min(code.value, eligible);
  return { cents, problem: null };
}

/** Whether the code takes something off this product's line: its products, or every product. */
export function codeAppliesTo(code: Pick<CodeRule, "productIds">, productId: string): boolean {
  return code.productIds.length === 0 || code.productIds.includes(productId);
}

/** A discount that would leave less than Stripe can charge is refused: the shop never sells below it. */
export function belowMinimumProblem(totalCents: number): string | null {
  return totalCents < MIN_ORDER_TOTAL_CENTS
    ? `With this code the total would be under ${formatCents(MIN_ORDER_TOTAL_CENTS)}, which cards cannot pay`
    : null;
}
