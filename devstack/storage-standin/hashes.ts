import { createHash } from "node:crypto";

/**
 * The two checksums Cloud Storage keeps for every object, base64-encoded as its JSON API gives them
 * (`md5Hash`, `crc32c`) and as the `X-Goog-Hash` header carries them. The client checks them on upload
 * and on download, so they must be right.
 */

// CRC-32C (Castagnoli): reflected polynomial 0x82F63B78, initial value and final XOR 0xFFFFFFFF.
const table = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0x82f63b78 : crc >>> 1;
  return crc >>> 0;
});

/** CRC-32C of the bytes, as Cloud Storage writes it: the four bytes big-endian, in base64. */
export function crc32c(data: Buffer): string {
  let crc = 0xffffffff;
  for (const byte of data) crc = table[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString("base64");
}

/** MD5 of the bytes in base64, as `md5Hash`. */
export function md5(data: Buffer): string {
  return createHash("md5").update(data).digest("base64");
}

/** `crc32c=...,md5=...` (the X-Goog-Hash header) as a map; unknown or empty parts are left out. */
export function parseGoogHash(header: string | string[] | undefined): { crc32c?: string; md5?: string } {
  const out: { crc32c?: string; md5?: string } = {};
  for (const part of [header ?? []].flat().join(",").split(",")) {
    const at = part.indexOf("=");
    const [kind, value] = [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()];
    if (value && (kind === "crc32c" || kind === "md5")) out[kind] = value;
  }
  return out;
}
