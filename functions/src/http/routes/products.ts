import { createProductInput } from "@hometools/contract";
import { Router } from "express";
import { findProduct, insertProduct, listProducts, removeProduct } from "../../data/product-repository";
import { notFound } from "../../errors";
import { requireAdmin, requireAuth } from "../middleware/require-auth";
import { docId, parse } from "../validate";

export const productsRouter = Router();

productsRouter.get("/products", async (_req, res) => {
  res.json(await listProducts());
});

productsRouter.get("/product/:id", async (req, res) => {
  const product = await findProduct(docId(req.params.id, "Product"));
  if (!product) throw notFound("Product");
  res.json(product);
});

productsRouter.post("/products", requireAuth, requireAdmin, async (req, res) => {
  res.status(201).json(await insertProduct(parse(createProductInput, req.body)));
});

productsRouter.delete("/products/:id", requireAuth, requireAdmin, async (req, res) => {
  res.json({ deletedCount: await removeProduct(docId(req.params.id, "Product")) });
});
