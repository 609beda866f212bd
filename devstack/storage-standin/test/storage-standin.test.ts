import { createHash, randomBytes } from "node:crypto";
import { getDownloadURL } from "firebase-admin/storage";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { crc32c } from "../hashes";
import { BUCKET, failure, startClient } from "./harness";

/** The stand-in as the shop's photo code meets it: firebase-admin's Storage client, unmodified. */
let client: Awaited<ReturnType<typeof startClient>>;
beforeAll(async () => {
  client = await startClient();
});
afterAll(() => client?.close());

const md5 = (data: Buffer) => createHash("md5").update(data).digest("base64");
const photo = randomBytes(40_000);

describe("the local Cloud Storage stand-in", () => {
  test("when a photo is saved with a content type and cache control (multipart), then its metadata says so", async () => {
    const file = client.bucket.file("products/p1/photo 1.jpg");
    await file.save(photo, {
      contentType: "image/jpeg",
      metadata: { cacheControl: "public, max-age=31536000, immutable", metadata: { width: "800" } },
      resumable: false,
    });
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      kind: "storage#object",
      name: "products/p1/photo 1.jpg",
      bucket: BUCKET,
      size: String(photo.length),
      contentType: "image/jpeg",
      cacheControl: "public, max-age=31536000, immutable",
      md5Hash: md5(photo),
      crc32c: crc32c(photo),
      metageneration: "1",
      metadata: { width: "800" },
      storageClass: "STANDARD",
    });
    expect(metadata.generation).toMatch(/^\d{16}$/);
    expect(Date.parse(metadata.updated!)).toBeGreaterThan(Date.now() - 60_000);
  });

  test("when it is downloaded, then the bytes are the same and the client's crc32c and md5 checks pass", async () => {
    const file = client.bucket.file("products/p1/photo 1.jpg");
    const [bytes] = await file.download();
    expect(bytes.equals(photo)).toBe(true);
    const [checkedByMd5] = await file.download({ validation: "md5" });
    expect(checkedByMd5.equals(photo)).toBe(true);
    const [part] = await file.download({ start: 10, end: 19 });
    expect(part.equals(photo.subarray(10, 20))).toBe(true);
  });

  test("when saved the default way (resumable), in one request or in chunks, then it keeps every byte", async () => {
    await client.bucket.file("products/p2/small.webp").save(photo, { contentType: "image/webp" });
    const large = randomBytes(600 * 1024 + 7);
    // 256 KiB chunks: three PUTs, the first two answered 308 with the range kept.
    await client.bucket.file("products/p2/large.bin").save(large, { chunkSize: 256 * 1024 });
    const [small] = await client.bucket.file("products/p2/small.webp").download();
    const [back] = await client.bucket.file("products/p2/large.bin").download();
    expect(small.equals(photo)).toBe(true);
    expect(back.equals(large)).toBe(true);
    const [metadata] = await client.bucket.file("products/p2/small.webp").getMetadata();
    expect(metadata.contentType).toBe("image/webp");
    const [unnamed] = await client.bucket.file("products/p2/large.bin").getMetadata();
    expect(unnamed.contentType).toBe("application/octet-stream");
  });

  test("when asked whether objects exist, then a missing one is false", async () => {
    expect(await client.bucket.file("products/p1/photo 1.jpg").exists()).toEqual([true]);
    expect(await client.bucket.file("products/p1/nothing.jpg").exists()).toEqual([false]);
  });

  test("when listed by prefix, then only the names under it come, in order, and pages and folders work", async () => {
    await client.bucket.file("products/p1/photo 2.jpg").save("two", { resumable: false });
    await client.bucket.file("products/p10/photo.jpg").save("ten", { resumable: false });
    const [p1] = await client.bucket.getFiles({ prefix: "products/p1/" });
    expect(p1.map((file) => file.name)).toEqual(["products/p1/photo 1.jpg", "products/p1/photo 2.jpg"]);
    expect(p1[0]!.metadata.contentType).toBe("image/jpeg");

    const [firstPage, next] = await client.bucket.getFiles({ prefix: "products/", maxResults: 2, autoPaginate: false });
    expect(firstPage.map((file) => file.name)).toEqual(["products/p1/photo 1.jpg", "products/p1/photo 2.jpg"]);
    const [secondPage] = await client.bucket.getFiles({ ...next, autoPaginate: false });
    expect(secondPage.map((file) => file.name)).toEqual(["products/p10/photo.jpg", "products/p2/large.bin"]);

    const [, , folders] = await client.bucket.getFiles({ prefix: "products/", delimiter: "/", autoPaginate: false });
    expect((folders as { prefixes: string[] }).prefixes).toEqual(["products/p1/", "products/p10/", "products/p2/"]);
    const [none] = await client.bucket.getFiles({ prefix: "nothing/" });
    expect(none).toEqual([]);
  });

  test("when metadata is changed, then it is kept, a null removes a key, and the bytes stay", async () => {
    const file = client.bucket.file("products/p1/photo 1.jpg");
    const [changed] = await file.setMetadata({ cacheControl: "no-cache", metadata: { width: null, height: "600" } });
    expect(changed).toMatchObject({ cacheControl: "no-cache", metadata: { height: "600" }, metageneration: "2" });
    const [metadata] = await file.getMetadata();
    expect(metadata.metadata).toEqual({ height: "600" });
    expect(metadata.md5Hash).toBe(md5(photo));
  });

  test("when an object is deleted, then it is gone, and a second delete is a 404 in Google's error shape", async () => {
    const file = client.bucket.file("products/p1/photo 2.jpg");
    await file.delete();
    expect(await file.exists()).toEqual([false]);
    expect(await failure(file.delete())).toMatchObject({
      code: 404,
      message: `No such object: ${BUCKET}/products/p1/photo 2.jpg`,
    });
    expect(await failure(file.getMetadata())).toMatchObject({ code: 404 });
    expect(await failure(file.download())).toMatchObject({ code: 404 });
    const raw = await fetch(`${client.standin.url}/storage/v1/b/${BUCKET}/o/${encodeURIComponent(file.name)}`, {
      method: "DELETE",
    });
    expect(raw.status).toBe(404);
    expect(await raw.json()).toEqual({
      error: {
        code: 404,
        message: `No such object: ${BUCKET}/products/p1/photo 2.jpg`,
        errors: [
          { message: `No such object: ${BUCKET}/products/p1/photo 2.jpg`, domain: "global", reason: "notFound" },
        ],
      },
    });
  });

  test("when a product's photos are deleted by prefix, then only those go", async () => {
    await client.bucket.file("products/p3/a.jpg").save("a", { resumable: false });
    await client.bucket.file("products/p3/b.jpg").save("b", { resumable: false });
    await client.bucket.deleteFiles({ prefix: "products/p3/" });
    expect((await client.bucket.getFiles({ prefix: "products/p3/" }))[0]).toEqual([]);
    expect(await client.bucket.file("products/p1/photo 1.jpg").exists()).toEqual([true]);
  });

  test("when a bucket it does not serve is named, then every call is a 404", async () => {
    const other = client.storage.bucket("someone-else.appspot.com");
    expect(await failure(other.file("x").save("x", { resumable: false }))).toMatchObject({
      code: 404,
      message: "The specified bucket does not exist.",
    });
    expect(await other.file("x").exists()).toEqual([false]);
    expect(await failure(other.getFiles())).toMatchObject({ code: 404 });
    expect(await client.bucket.exists()).toEqual([true]);
  });

  test("when a precondition or a hash does not hold, then the upload is refused as Cloud Storage refuses it", async () => {
    const once = client.bucket.file("once.txt");
    await once.save("first", { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
    expect(
      await failure(once.save("second", { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } })),
    ).toMatchObject({ code: 412 });
    const wrong = await fetch(`${client.standin.url}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=bad.txt`, {
      method: "POST",
      headers: { "content-type": "text/plain", "x-goog-hash": `crc32c=${crc32c(Buffer.from("other"))}` },
      body: "text",
    });
    expect(wrong.status).toBe(400);
    expect(await client.bucket.file("bad.txt").exists()).toEqual([false]);
  });

  test("when read the way a browser would, then the bytes come with their Content-Type and Cache-Control", async () => {
    const file = client.bucket.file("public/logo.png");
    const logo = randomBytes(500);
    await file.save(logo, {
      contentType: "image/png",
      metadata: { cacheControl: "public, max-age=60", metadata: { firebaseStorageDownloadTokens: "token-1" } },
      resumable: false,
    });
    // file.publicUrl() (the name's slashes encoded), the same with slashes, and Firebase's download URL.
    const urls = [file.publicUrl(), `${client.standin.url}/${BUCKET}/public/logo.png`, await getDownloadURL(file)];
    expect(urls[2]).toBe(`${client.standin.url}/v0/b/${BUCKET}/o/public%2Flogo.png?alt=media&token=token-1`);
    for (const url of urls) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("cache-control")).toBe("public, max-age=60");
      expect(Buffer.from(await response.arrayBuffer()).equals(logo)).toBe(true);
    }
    expect((await fetch(`${client.standin.url}/${BUCKET}/public/missing.png`)).status).toBe(404);
  });

  test("when it listens, then it is on 127.0.0.1 only", async () => {
    const refused = await fetch(`http://[::1]:${client.standin.port}/b/${BUCKET}`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
    expect(client.standin.url).toBe(`http://127.0.0.1:${client.standin.port}`);
  });

  test("when CRC-32C is computed, then it matches the standard's check value", () => {
    // CRC-32C of "123456789" is 0xE3069283 (RFC 3720, B.4).
    expect(Buffer.from(crc32c(Buffer.from("123456789")), "base64").toString("hex")).toBe("e3069283");
  });
});
