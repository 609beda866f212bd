import type { Request } from "express";
import { IMAGE_MAX_BYTES } from "@hometools/contract";
import { AppError } from "../errors";

/** A photo upload's form (`multipart/form-data`): the `file` part's bytes and the other fields. */
export interface PhotoForm {
  bytes: Buffer | null;
  fields: Record<string, string>;
}

const tooBig = () =>
  new AppError("payload-too-large", `A photo must be at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB`, 413, {
    fields: { file: `At most ${IMAGE_MAX_BYTES / 1024 / 1024} MB` },
  });

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
  return new Promise<PhotoForm>((resolve, reject) => {
    const form: PhotoForm = { bytes: null, fields: {} };
    const parser = Busboy({
      headers: { ...req.headers, "content-type": type },
      limits: { files: 1, fileSize: IMAGE_MAX_BYTES, fields: 8, fieldSize: 1024, parts: 10 },
    });
    let failed: Error | null = null;
    parser.on("file", (name, stream) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => (failed = tooBig()));
      stream.on("end", () => {
        if (name === "file" && !failed) form.bytes = Buffer.concat(chunks);
      });
    });
    parser.on("field", (name, value) => (form.fields[name] = value));
    parser.on("error", () => reject(new AppError("bad-request", "The form could not be read", 400)));
    parser.on("finish", () => (failed ? reject(failed) : resolve(form)));
    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (rawBody) parser.end(rawBody);
    else req.pipe(parser);
  });
}
