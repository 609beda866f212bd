import { randomBytes, randomInt } from "node:crypto";
import { deflateSync } from "node:zlib";
import sharp from "sharp";

/** Photos made in the test, as a shop owner's phone or a stranger would send them (docs/api.md, "Photos"). */

const anyColour = () => ({ r: randomInt(256), g: randomInt(256), b: randomInt(256) });

/**
 * A 4032 x 3024 JPEG of noise `spread` levels deep (random bytes: sharp's own noise takes seconds at
 * this size), so it weighs what a phone's photo does.
 */
function noisy(spread: number) {
  const pixels = randomBytes(4032 * 3024 * 3);
  for (let at = 0; at < pixels.length; at++) pixels[at] = 96 + (pixels[at]! % spread);
  return sharp(pixels, { raw: { width: 4032, height: 3024, channels: 3 } });
}

/**
 * A phone's JPEG: 4032 x 3024 as the sensor stores it, to be turned a quarter clockwise (EXIF
 * orientation 6: 3024 x 4032 as it shows), with the camera's make and model and the GPS position of
 * the owner's workshop. About 3 MB, under the upload's 10 MiB.
 */
export function phoneJpeg(): Promise<Buffer> {
  return noisy(32)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "Acme", Model: "Pocket 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 3230/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 4366/100",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A 4032 x 3024 JPEG of deeper noise at quality 100: about 12 MB, over the 10 MiB, as a large phone's photo is. */
export const hugeJpeg = () => noisy(64).jpeg({ quality: 100 }).toBuffer();

/** A small PNG of one colour of its own. */
export const plainPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: anyColour() } })
    .png()
    .toBuffer();

/** CRC-32 as PNG's chunks carry it (node:zlib has crc32 only from Node 22), bit by bit. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const framed = Buffer.alloc(typed.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typed.copy(framed, 4);
  framed.writeUInt32BE(crc32(typed), typed.length + 4);
  return framed;
}

/** A PNG of a few hundred bytes whose header declares `side` x `side` pixels: a decompression bomb's. */
export function declaredPng(side: number): Buffer {
  const header = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 8, 2, 0, 0, 0]); // 8 bits a sample, RGB
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  const signature = Buffer.from("89504e470d0a1a0a", "hex");
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
