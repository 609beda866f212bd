import { saveDownload } from "../save-download";
import { api, type FileType } from "./api-client";

/**
 * GETs a file of the API with the caller's credentials (the ID token, or a guest's order key) and
 * saves it under the name the server gave it (`Content-Disposition`), else `fallbackName`: what a
 * plain link cannot do. Answers the name it was saved as.
 */
export async function downloadFile(path: string, accept: FileType, fallbackName: string): Promise<string> {
  const { blob, filename } = await api.getBlob(path, accept);
  const name = filename ?? fallbackName;
  saveDownload(blob, name);
  return name;
}
