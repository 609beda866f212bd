import { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_PATTERN } from "@hometools/contract";

/**
 * Order numbers people read out on the phone: "HT-" and 6 characters of an alphabet without 0/O
 * and 1/I (32^6, about a billion; uniqueness is checked where the order is stored,
 * data/orders/order-number-repository.ts). `randomBytes` is the source of chance (node:crypto's in the
 * service, a fixed one in tests); 256 is a multiple of 32, so every character is equally likely.
 */
export function newOrderNumber(randomBytes: (count: number) => Uint8Array): string {
  const bytes = randomBytes(6);
  let code = "";
  for (const byte of bytes) code += ORDER_NUMBER_ALPHABET[byte % ORDER_NUMBER_ALPHABET.length];
  return `HT-${code}`;
}

/** What an admin typed in the search box as an order number ("ht-7k2mqx", "7K2MQX"), or null. */
export function readOrderNumber(text: string): string | null {
  const upper = text.trim().toUpperCase();
  const candidate = upper.startsWith("HT-") ? upper : `HT-${upper}`;
  return ORDER_NUMBER_PATTERN.test(candidate) ? candidate : null;
}
