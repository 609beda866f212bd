import type { ProductImage } from "@hometools/contract";
import { uploadForm, type UploadOptions } from "../../../../lib/api/upload";

/** POST /products/{id}/images (owner and staff): one photo and its alt text, as multipart/form-data. */
export function uploadImage(id: string, file: File, alt: string, options?: UploadOptions): Promise<ProductImage> {
  const form = new FormData();
  form.append("file", file, file.name);
  form.append("alt", alt);
  return uploadForm<ProductImage>(`/products/${encodeURIComponent(id)}/images`, form, options);
}
