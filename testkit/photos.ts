import { randomInt } from "node:crypto";
import type { ProductImage } from "@hometools/contract";
import sharp from "sharp";
import { api } from "./shop-client";

/**
 * Photos for the browser tests and the bench (docs/api.md, "Photos"): a JPEG that weighs what a
 * camera's does, and its upload through the API as the shop's owner sends it. Apart from
 * shop-client/ so its users alone load sharp.
 */

/**
 * A camera-like JPEG, `width` x `height` (2000 x 1500 unless said): a drill on a workbench in
 * gradients, with a coarse grain so its renditions weigh what a photo's do (at 2000 x 1500 about
 * 390 kB, and WebP renditions of about 6, 34 and 106 kB at 320, 640 and 1280 px). Its wall's tint is
 * drawn at random, so every photo is its own (files are shared by content, docs/decisions/046).
 */
export async function cameraPhoto(width = 2000, height = 1500): Promise<Buffer> {
  const wall = `rgb(${200 + randomInt(40)},${195 + randomInt(40)},${185 + randomInt(40)})`;
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1500" viewBox="0 0 2000 1500" preserveAspectRatio="none">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="0.62" stop-color="#efe9df"/><stop offset="0.63" stop-color="#8a6a4a"/><stop offset="1" stop-color="#5e4630"/></linearGradient>
      <linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff9a3c"/><stop offset="1" stop-color="#b4470c"/></linearGradient>
      <radialGradient id="light" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="2000" height="1500" fill="url(#bg)"/>
    <ellipse cx="1000" cy="1130" rx="640" ry="70" fill="#2b1d10" opacity="0.45"/>
    <rect x="520" y="420" width="900" height="330" rx="90" fill="url(#body)"/>
    <rect x="1380" y="520" width="260" height="120" rx="30" fill="#3a3f45"/>
    <rect x="1620" y="560" width="200" height="40" rx="12" fill="#9aa3ab"/>
    <path d="M760 740 L900 740 L960 1100 L700 1100 Z" fill="#23272b"/>
    <rect x="640" y="1060" width="420" height="80" rx="24" fill="#1b1f23"/>
    <circle cx="700" cy="580" r="70" fill="#1b1f23"/>
    <rect width="2000" height="1500" fill="url(#light)"/>
  </svg>`;
  const drawn = await sharp(Buffer.from(scene)).resize(width, height, { fit: "fill" }).png().toBuffer();
  const grainSize = { width: Math.max(1, Math.round(width / 4)), height: Math.max(1, Math.round(height / 4)) };
  const grain = await sharp({
    create: { ...grainSize, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 20 } },
  })
    .resize(width, height, { kernel: "cubic" })
    .png()
    .toBuffer();
  return sharp(drawn)
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** POST /products/{id}/images as the owner's browser sends it: the `file` part and its `alt` text. */
export function uploadPhoto(
  token: string,
  productId: string,
  photo: Buffer,
  alt: string,
  file: { name: string; type: string } = { name: "photo.jpg", type: "image/jpeg" },
): Promise<ProductImage> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(photo)], { type: file.type }), file.name);
  form.append("alt", alt);
  return api<ProductImage>("POST", `/products/${encodeURIComponent(productId)}/images`, { token, form });
}
