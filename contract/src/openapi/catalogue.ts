import { z } from "../zod";
import {
  createProductBody,
  product,
  productDetail,
  stockMove,
  stockMoveInput,
  updateProductInput,
} from "../catalogue/products";
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
