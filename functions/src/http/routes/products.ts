import {
  createProductBody,
  productListQuery,
  replaceVariantsInput,
  stockMoveListQuery,
  stockMoveInput,
  updateProductInput,
} from "@hometools/contract";
import { Router } from "express";
import { addProduct } from "../../services/catalogue/add-product";
import { deleteProduct } from "../../services/catalogue/delete-product";
import { editProduct } from "../../services/catalogue/edit-product";
import { getProduct } from "../../services/catalogue/get-product";
import { listProducts } from "../../services/catalogue/list-products";
import { listStockMoves } from "../../services/catalogue/list-stock-moves";
import { moveStock } from "../../services/catalogue/move-stock";
import { replaceVariants } from "../../services/catalogue/replace-variants";
import { assertOwner } from "../../domain/caller";
import { callerOf, requireAdmin, requireAuth, requireOwner } from "../middleware/require-auth";
import { cachePublicly, listQuery, sendPage } from "../paging";
import { docId, parse } from "../validate";

export const productsRouter = Router();

/** What only the owner changes on a product (docs/api.md, "Team and activity"). */
const OWNER_FIELDS = ["price", "category", "brand", "gtin", "mpn", "taxCode"];

productsRouter.get("/products", async (req, res) => {
  const query = listQuery(productListQuery, req);
  const page = await listProducts(query);
  cachePublicly(res);
  // The next link names every filter, the sort and the limit, defaults included (docs/api.md).
  const { q, sort, limit, category, inStock, minPrice, maxPrice } = query;
  sendPage(req, res, page, {
    ...(q && { q }),
    ...(category !== null && { category }),
    ...(inStock && { inStock: "true" }),
    ...(minPrice !== null && { minPrice: String(minPrice) }),
    ...(maxPrice !== null && { maxPrice: String(maxPrice) }),
    sort,
    limit: String(limit),
  });
});

productsRouter.get("/product/:id", async (req, res) => {
  const product = await getProduct(docId(req.params.id, "Product"));
  cachePublicly(res);
  res.json(product);
});

// Prices are the owner's (docs/api.md, "Team and activity"): creating a product sets one.
productsRouter.post("/products", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.status(201).json(await addProduct(callerOf(req), parse(createProductBody, req.body)));
});

productsRouter.delete("/products/:id", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.json(await deleteProduct(callerOf(req), docId(req.params.id, "Product")));
});

productsRouter.patch("/products/:id", requireAuth, requireAdmin, async (req, res) => {
  // A body that names the price, the category, the merchant fields or the tax code is the owner's, whatever the
  // value, and is refused before it is read.
  const body: unknown = req.body;
  if (typeof body === "object" && body !== null && OWNER_FIELDS.some((field) => field in body)) {
    assertOwner(callerOf(req));
  }
  const id = docId(req.params.id, "Product");
  const { version, available: _refused, ...changes } = parse(updateProductInput, req.body);
  res.json(await editProduct(callerOf(req), id, version, changes));
});

// Options, variants and their prices are the owner's; staff move the variants' stock.
productsRouter.put("/products/:id/variants", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  const id = docId(req.params.id, "Product");
  res.json(await replaceVariants(callerOf(req), id, parse(replaceVariantsInput, req.body)));
});

productsRouter.post("/products/:id/stock", requireAuth, requireAdmin, async (req, res) => {
  const id = docId(req.params.id, "Product");
  res.json(await moveStock(callerOf(req), id, parse(stockMoveInput, req.body)));
});

productsRouter.get("/products/:id/stock-moves", requireAuth, requireAdmin, async (req, res) => {
  const id = docId(req.params.id, "Product");
  sendPage(req, res, await listStockMoves(id, listQuery(stockMoveListQuery, req)));
});
