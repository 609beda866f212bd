import { z } from "../zod";
import {
  createProductBody,
  product,
  productDetail,
  stockMove,
  stockMoveInput,
  updateProductInput,
} from "../catalogue/products";
import { IMAGE_MAX_BYTES, imageUploadFields, productImage, updateImagesInput } from "../catalogue/images";
import { replaceVariantsInput } from "../catalogue/variants";
import { productFilterParams } from "../paging";
import { deleteResult } from "../results";
import { pathId, type ApiRoute } from "./route";

/** 409 version-conflict: the Error shape with the product as it now is under `error.current`. */
const versionConflict = z.object({
  error: z.object({
    code: z.literal("version-conflict"),
    message: z.string(),
    current: productDetail,
  }),
});

/** POST /products/{id}/images: a multipart form of the photo's bytes and its alt text. */
const imageUploadForm = imageUploadFields.extend({
  file: z
    .file()
    .max(IMAGE_MAX_BYTES)
    .describe(
      "The photo: a JPEG, PNG or WebP as its bytes say (its name and Content-Type are not read), at most 10 MiB",
    ),
});

/** The catalogue (docs/api.md, "Catalogue and reviews"): products and their stock; writes are the team's. */
export const productRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/products",
    operationId: "listProducts",
    access: "anyone",
    summary:
      "The catalogue, searched, filtered and sorted; a combination no index answers (a price range not sorted by price) is 400 under the parameter",
    paged: true,
    query: productFilterParams,
    success: { status: 200, schema: z.array(product) },
    errors: [],
  },
  {
    method: "get",
    path: "/product/{id}",
    operationId: "getProduct",
    access: "anyone",
    summary: "One product, with its options and variants",
    success: { status: 200, schema: productDetail },
    errors: pathId,
  },
  {
    method: "post",
    path: "/products",
    operationId: "createProduct",
    access: "owner",
    summary: "Add a product; a tool in several sizes takes `options` and `variants` instead of `price` and `available`",
    body: createProductBody,
    success: { status: 201, schema: productDetail },
    errors: [{ status: 409, codes: ["sku-taken"] }],
  },
  {
    method: "delete",
    path: "/products/{id}",
    operationId: "deleteProduct",
    access: "owner",
    summary: "Delete a product",
    success: { status: 200, schema: deleteResult },
    errors: pathId,
  },
  {
    method: "patch",
    path: "/products/{id}",
    operationId: "updateProduct",
    access: "admin",
    summary:
      "Edit a product (send the version you read; a stale one is 409 with the current product); a body with `price`, `category`, `brand`, `gtin` or `mpn` is the owner's",
    body: updateProductInput,
    success: { status: 200, schema: productDetail },
    errors: [
      ...pathId,
      { status: 403, codes: ["owner-only"] },
      { status: 409, codes: ["version-conflict"], schema: versionConflict },
    ],
  },
  {
    method: "post",
    path: "/products/{id}/stock",
    operationId: "moveStock",
    access: "admin",
    summary: "Add or remove pieces of one variant's stock, with a reason",
    body: stockMoveInput,
    success: { status: 200, schema: productDetail },
    errors: [...pathId, { status: 409, codes: ["out-of-stock"] }],
  },
  {
    method: "put",
    path: "/products/{id}/variants",
    operationId: "replaceVariants",
    access: "owner",
    summary:
      "Replace a tool's options and variants in one write (send the version you read): a variant naming its id keeps it and its stock, one without is new, one left out is removed and its pieces leave the shop",
    body: replaceVariantsInput,
    success: { status: 200, schema: productDetail },
    errors: [
      ...pathId,
      { status: 403, codes: ["owner-only"] },
      { status: 409, codes: ["version-conflict"], schema: versionConflict },
      { status: 409, codes: ["sku-taken"] },
    ],
  },
  {
    method: "post",
    path: "/products/{id}/images",
    operationId: "addProductImage",
    access: "admin",
    summary:
      "Add a photo (multipart/form-data: `file` and `alt`): stored as WebP renditions 320, 640 and 1280 px wide, upright and without metadata, served under /media",
    body: imageUploadForm,
    bodyMediaType: "multipart/form-data",
    success: { status: 201, schema: productImage },
    errors: [...pathId, { status: 409, codes: ["too-many-images"] }],
  },
  {
    method: "patch",
    path: "/products/{id}/images",
    operationId: "updateProductImages",
    access: "admin",
    summary:
      "Reorder a tool's photos (`order`: every photo's id once) and change their alt text (`alt`: id to text); send the version you read",
    body: updateImagesInput,
    success: { status: 200, schema: productDetail },
    errors: [...pathId, { status: 409, codes: ["version-conflict"], schema: versionConflict }],
  },
  {
    method: "delete",
    path: "/products/{id}/images/{imageId}",
    operationId: "removeProductImage",
    access: "admin",
    summary: "Remove a photo; its files go unless another tool shows the same photo",
    success: { status: 200, schema: productDetail },
    errors: pathId,
  },
  {
    method: "get",
    path: "/products/{id}/stock-moves",
    operationId: "listStockMoves",
    access: "admin",
    summary: "A product's stock moves, newest first",
    paged: true,
    success: { status: 200, schema: z.array(stockMove) },
    errors: pathId,
  },
];
