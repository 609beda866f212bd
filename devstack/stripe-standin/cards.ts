import { StripeApiError } from "./errors";

/** What a test card does when charged (https://docs.stripe.com/testing). */
interface Charged {
  ok: true;
  brand: string;
  last4: string;
  /** The cardholder then disputes the charge as fraudulent. */
  disputed?: true;
}
interface Declined {
  ok: false;
  brand: string;
  last4: string;
  code: string;
  decline_code?: string;
  message: string;
  param?: string;
}
export type CardOutcome = Charged | Declined;

const declined = (decline_code: string, message: string) => ({ code: "card_declined", decline_code, message });

/** Test card numbers: the ones named here behave as in Stripe's test mode. */
const NUMBERS: Record<string, Omit<Charged, "last4"> | Omit<Declined, "last4">> = {
  "4242424242424242": { ok: true, brand: "visa" },
  "4000056655665556": { ok: true, brand: "visa" },
  "5555555555554444": { ok: true, brand: "mastercard" },
  "378282246310005": { ok: true, brand: "amex" },
  "4000000000000259": { ok: true, brand: "visa", disputed: true },
  "4000000000000002": { ok: false, brand: "visa", ...declined("generic_decline", "Your card was declined.") },
  "4000000000009995": {
    ok: false,
    brand: "visa",
    ...declined("insufficient_funds", "Your card has insufficient funds."),
  },
  "4000000000000069": {
    ok: false,
    brand: "visa",
    code: "expired_card",
    message: "Your card has expired.",
    param: "exp_month",
  },
  "4000000000000127": {
    ok: false,
    brand: "visa",
    code: "incorrect_cvc",
    message: "Your card's security code is incorrect.",
    param: "cvc",
  },
};

/** Stripe's test PaymentMethods and the card numbers they stand for. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: "4242424242424242",
  pm_card_mastercard: "5555555555554444",
  pm_card_chargeDeclined: "4000000000000002",
  pm_card_createDispute: "4000000000000259",
  pm_card_chargeDeclinedInsufficientFunds: "4000000000009995",
  pm_card_chargeDeclinedExpiredCard: "4000000000000069",
  pm_card_chargeDeclinedIncorrectCvc: "4000000000000127",
};

function luhn(number: string): boolean {
  let sum = 0;
  [...number].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

const cardError = (code: string, message: string, param: string) =>
  new StripeApiError(402, { type: "card_error", code, message, param });

export interface CardInput {
  number: string;
  exp_month?: string;
  exp_year?: string;
  cvc?: string;
}

/** Checks raw card details the way Stripe does (402 card_error when malformed) and returns the card. */
export function checkCard(card: CardInput, now = new Date()): { number: string; exp_month: number; exp_year: number } {
  const number = card.number.replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(number) || !luhn(number))
    throw cardError("incorrect_number", "Your card number is incorrect.", "number");
  const month = Number(card.exp_month);
  let year = Number(card.exp_year);
  if (year < 100) year += 2000;
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw cardError("invalid_expiry_month", "Your card's expiration month is invalid.", "exp_month");
  }
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (!Number.isInteger(year) || year * 12 + month < thisMonth || year > now.getUTCFullYear() + 50) {
    throw cardError("invalid_expiry_year", "Your card's expiration year is invalid.", "exp_year");
  }
  if (card.cvc !== undefined && !/^\d{3,4}$/.test(card.cvc)) {
    throw cardError("invalid_cvc", "Your card's security code is invalid.", "cvc");
  }
  return { number, exp_month: month, exp_year: year };
}

/** What charging this card number does. Other valid numbers are real cards, refused in test mode. */
export function chargeOutcome(number: string): CardOutcome {
  const known = NUMBERS[number];
  const last4 = number.slice(-4);
  if (known) return { ...known, last4 } as CardOutcome;
  return {
    ok: false,
    brand: number.startsWith("4") ? "visa" : "unknown",
    last4,
    ...declined(
      "test_mode_live_card",
      "Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.",
    ),
  };
}
