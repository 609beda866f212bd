import { imageUploadFields, updateImagesInput } from "@hometools/contract";
import { Router } from "express";
import { Refused } from "../../domain/refused";
import { addProductImage, removeProductImage, updateProductImages } from "../../services/catalogue/product-images";
import { callerOf, requireAdmin, requireAuth } from "../middleware/require-auth";
import { readPhotoForm } from "../photo-form";
import { docId, parse } from "../validate";

/** A tool's photos (docs/api.md, "Photos"): the owner's and staff's. */
export const productImagesRouter = Router();

productImagesRouter.post("/products/:id/images", requireAuth, requireAdmin, async (req, res) => {
  const id = docId(req.params.id, "Product");
  const form = await readPhotoForm(req);
  const { alt } = parse(imageUploadFields, form.fields);
  if (!form.bytes) throw new Refused({ kind: "no-photo" });
  res.status(201).json(await addProductImage(callerOf(req), id, { bytes: form.bytes, alt }));
});

productImagesRouter.patch("/products/:id/images", requireAuth, requireAdmin, async (req, res) => {
  const id = docId(req.params.id, "Product");
  res.json(await updateProductImages(callerOf(req), id, parse(updateImagesInput, req.body)));
});

productImagesRouter.delete("/products/:id/images/:imageId", requireAuth, requireAdmin, async (req, res) => {
  const id = docId(req.params.id, "Product");
  res.json(await removeProductImage(callerOf(req), id, docId(req.params.imageId, "Photo")));
});
