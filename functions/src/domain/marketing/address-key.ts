import { customerHash } from "../privacy/customer-hash";

/**
 * Keyed hashes (HMAC-SHA256 under the marketing key) that name marketing documents without holding
 * the address in their ids (docs/decisions/048): the suppression list's entry of an address, and an
 * alert's id, one per (address, tool, variant). Addresses compare in lower case.
 */
const normal = (email: string) => email.trim().toLowerCase();

export const suppressionKey = (key: string, email: string) => customerHash(key, `suppress\n${normal(email)}`);

export const alertKey = (key: string, email: string, productId: string, variantId: string) =>
  customerHash(key, `alert\n${normal(email)}\n${productId}\n${variantId}`);

export const normalEmail = normal;
