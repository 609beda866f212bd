import type { Request } from "express";
import { IMAGE_MAX_BYTES } from "@hometools/contract";
import { Refused } from "../domain/refused";
import { AppError } from "../errors";

/** A photo upload's form (`multipart/form-data`): the `file` part's bytes and the other fields. */
export interface PhotoForm {
  bytes: Buffer | null;
  fields: Record<string, string>;
}

/**
 * Reads the form from the request's bytes (Cloud Functions has them in req.rawBody; elsewhere the
 * stream). One file part, a few short fields; a file over 10 MiB is 413 as soon as it is seen. The
 * file's name and Content-Type are not kept: only its bytes decide what it is.
 */
export async function readPhotoForm(req: Request): Promise<PhotoForm> {
  const type = req.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError("bad-request", "Send the photo as multipart/form-data with its alt text", 400, {
      fields: { file: "Choose a photo" },
    });
  }
  const { Busboy } = await import("@fastify/busboy");
  const unreadable = () => new AppError("bad-request", "The form could not be read", 400);
  return new Promise<PhotoForm>((resolve, reject) => {
    // No prototype: a field named __proto__ or constructor is only a field.
    const form: PhotoForm = { bytes: null, fields: Object.create(null) as Record<string, string> };
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: { ...req.headers, "content-type": type },
        limits: { files: 1, fileSize: IMAGE_MAX_BYTES, fields: 8, fieldSize: 1024, parts: 10 },
      });
    } catch {
      // A multipart Content-Type without its boundary.
      reject(unreadable());
      return;
    }
    let failed: Error | null = null;
    parser.on("file", (name, stream) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => (failed = new Refused({ kind: "photo-file-too-big" })));
      stream.on("end", () => {
        if (name === "file" && !failed) form.bytes = Buffer.concat(chunks);
      });
    });
    parser.on("field", (name, value) => (form.fields[name] = value));
    parser.on("error", () => reject(unreadable()));
    parser.on("finish", () => (failed ? reject(failed) : resolve(form)));
    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (rawBody) parser.end(rawBody);
    else req.pipe(parser);
  });
}
