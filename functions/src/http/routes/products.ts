import { createProductInput } from "@hometools/contract";
import { Router } from "express";
import { addProduct } from "../../services/add-product";
import { deleteProduct } from "../../services/delete-product";
import { getProduct } from "../../services/get-product";
import { listProducts } from "../../services/list-products";
import { requireAdmin, requireAuth } from "../middleware/require-auth";
import { docId, parse } from "../validate";

export const productsRouter = Router();

productsRouter.get("/products", async (_req, res) => {
  res.json(await listProducts());
});

productsRouter.get("/product/:id", async (req, res) => {
  res.json(await getProduct(docId(req.params.id, "Product")));
});

productsRouter.post("/products", requireAuth, requireAdmin, async (req, res) => {
  res.status(201).json(await addProduct(parse(createProductInput, req.body)));
});

productsRouter.delete("/products/:id", requireAuth, requireAdmin, async (req, res) => {
  res.json(await deleteProduct(docId(req.params.id, "Product")));
});
