import {
  createProductBody,
  productListQuery,
  stockMoveListQuery,
  stockMoveInput,
  updateProductInput,
} from "@hometools/contract";
import { Router } from "express";
import { addProduct } from "../../services/add-product";
import { deleteProduct } from "../../services/delete-product";
import { editProduct } from "../../services/edit-product";
import { getProduct } from "../../services/get-product";
import { listProducts } from "../../services/list-products";
import { listStockMoves } from "../../services/list-stock-moves";
import { moveStock } from "../../services/move-stock";
import { assertOwner } from "../../domain/caller";
import { callerOf, requireAdmin, requireAuth, requireOwner } from "../middleware/require-auth";
import { cachePublicly, listQuery, sendPage } from "../paging";
import { docId, parse } from "../validate";

export const productsRouter = Router();

productsRouter.get("/products", async (req, res) => {
  const page = await listProducts(listQuery(productListQuery, req));
  cachePublicly(res);
  sendPage(req, res, page);
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
  // A body that names `price` or `taxCode` is the owner's, whatever the value, and is refused before it is read.
  const ownersOnly = ["price", "taxCode"];
  if (typeof req.body === "object" && req.body !== null && ownersOnly.some((field) => field in req.body)) {
    assertOwner(callerOf(req));
  }
  const id = docId(req.params.id, "Product");
  const { version, available: _refused, ...changes } = parse(updateProductInput, req.body);
  res.json(await editProduct(callerOf(req), id, version, changes));
});

productsRouter.post("/products/:id/stock", requireAuth, requireAdmin, async (req, res) => {
  const id = docId(req.params.id, "Product");
  res.json(await moveStock(callerOf(req), id, parse(stockMoveInput, req.body)));
});

productsRouter.get("/products/:id/stock-moves", requireAuth, requireAdmin, async (req, res) => {
  const id = docId(req.params.id, "Product");
  sendPage(req, res, await listStockMoves(id, listQuery(stockMoveListQuery, req)));
});
