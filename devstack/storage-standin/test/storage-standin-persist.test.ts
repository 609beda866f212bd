import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { BUCKET, startClient } from "./harness";

/** `npm start -- --persist`: the objects written through to a folder, and found there at the next start. */
const dir = mkdtempSync(join(tmpdir(), "storage-standin-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the Storage stand-in's kept objects", () => {
  test("when it stops and starts again on the same folder, then every object is back as it was, deletes included", async () => {
    const first = await startClient(dir);
    const photo = Buffer.from("a photo's bytes");
    await first.bucket.file("products/p1/a.jpg").save(photo, {
      contentType: "image/jpeg",
      metadata: { cacheControl: "public, max-age=60" },
      resumable: false,
    });
    await first.bucket.file("products/p1/a.jpg").setMetadata({ metadata: { alt: "A hammer" } });
    await first.bucket.file("products/p1/b.jpg").save("b, first", { resumable: false });
    await first.bucket.file("products/p1/b.jpg").save("b, second", { contentType: "image/webp" });
    await first.bucket.file("products/p1/gone.jpg").save("gone", { resumable: false });
    await first.bucket.file("products/p1/gone.jpg").delete();
    const [before] = await first.bucket.file("products/p1/a.jpg").getMetadata();
    await first.close();
    // A write cut short leaves a temporary file: the next start clears it.
    writeFileSync(join(dir, BUCKET, "cut-short.json.tmp"), "{");

    const second = await startClient(dir);
    try {
      expect(second.standin.count()).toBe(2);
      const [files] = await second.bucket.getFiles({ prefix: "products/" });
      expect(files.map((file) => file.name)).toEqual(["products/p1/a.jpg", "products/p1/b.jpg"]);
      const [after] = await second.bucket.file("products/p1/a.jpg").getMetadata();
      expect(after).toEqual({
        ...before,
        selfLink: expect.any(String),
        mediaLink: expect.any(String),
      });
      expect(after).toMatchObject({
        cacheControl: "public, max-age=60",
        metadata: { alt: "A hammer" },
        metageneration: "2",
      });
      expect((await second.bucket.file("products/p1/a.jpg").download())[0].equals(photo)).toBe(true);
      expect((await second.bucket.file("products/p1/b.jpg").download())[0].toString()).toBe("b, second");
      expect(await second.bucket.file("products/p1/gone.jpg").exists()).toEqual([false]);
      // One JSON and one bytes file per object: the older generation's bytes and the leftover are gone.
      const kept = readdirSync(join(dir, BUCKET));
      expect(kept).toHaveLength(4);
      expect(kept.filter((file) => /^[0-9a-f]{64}\.json$/.test(file))).toHaveLength(2);
      expect(kept.filter((file) => /^[0-9a-f]{64}\.\d{16}\.bin$/.test(file))).toHaveLength(2);
    } finally {
      await second.close();
    }
  });

  test("when started without a folder, then it starts empty and writes nothing", async () => {
    const memory = await startClient();
    try {
      expect(memory.standin.count()).toBe(0);
      await memory.bucket.file("x.txt").save("x", { resumable: false });
      expect(await memory.bucket.file("x.txt").exists()).toEqual([true]);
    } finally {
      await memory.close();
    }
  });
});
