import { apiBase } from "../../config/paths";
import { ApiError, apiErrorOf, currentToken } from "./api-client";

export interface UploadOptions {
  /** How much of the body has been sent, 0 to 1, as the browser sends it. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form (a photo) to the API with XMLHttpRequest, the one call that does not go
 * through fetch: fetch reports no upload progress. The same ID token as every other call, and the
 * same ApiError for every failure (the contract's error body when the server sent one).
 */
export async function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const token = await currentToken();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${apiBase}${path}`);
    request.setRequestHeader("Accept", "application/json");
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const requestId = request.getResponseHeader("X-Request-Id");
      let data: unknown;
      try {
        data = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (request.status < 200 || request.status > 299) reject(apiErrorOf(request.status, data, requestId));
      else if (data === undefined)
        reject(
          new ApiError(request.status, "bad-response", "The shop sent an unreadable answer", undefined, requestId),
        );
      else resolve(data as T);
    });
    request.addEventListener("error", () => reject(new ApiError(0, "network", "Could not reach the shop")));
    request.addEventListener("abort", () => reject(new DOMException("The upload was stopped", "AbortError")));
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}
