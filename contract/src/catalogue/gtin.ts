/**
 * A GTIN (GS1's Global Trade Item Number: UPC-A is GTIN-12, EAN-13 GTIN-13): 8, 12, 13 or 14 digits,
 * the last a check digit. From the right, leaving out the check digit, digits are weighted 3, 1,
 * 3, 1...; the check digit brings the sum to a multiple of 10
 * (https://www.gs1.org/services/how-calculate-check-digit-manually).
 */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidGtin(value: string): boolean {
  if (!/^\d+$/.test(value) || !(GTIN_LENGTHS as readonly number[]).includes(value.length)) return false;
  return gtinCheckDigit(value.slice(0, -1)) === Number(value.at(-1));
}
