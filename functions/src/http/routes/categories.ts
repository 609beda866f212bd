import { categorySlug, createCategoryInput, updateCategoryInput } from "@hometools/contract";
import { Router } from "express";
import { addCategory, deleteCategory, editCategory, listCategories } from "../../services/catalogue/categories";
import { callerOf, requireAdmin, requireAuth, requireOwner } from "../middleware/require-auth";
import { cachePublicly } from "../paging";
import { param, parse } from "../validate";
import { AppError } from "../../errors";

/** Categories (docs/api.md, "Categories"): everyone reads them; the owner changes them. */
export const categoriesRouter = Router();

/** A slug in the path; anything that cannot be one names no category (404). */
function slugParam(value: string | string[] | undefined): string {
  const slug = param(value);
  if (!categorySlug.safeParse(slug).success) throw new AppError("not-found", "Category not found", 404);
  return slug;
}

categoriesRouter.get("/categories", async (_req, res) => {
  const categories = await listCategories();
  cachePublicly(res);
  res.json(categories);
});

categoriesRouter.post("/categories", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.status(201).json(await addCategory(callerOf(req), parse(createCategoryInput, req.body)));
});

categoriesRouter.patch("/categories/:slug", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.json(await editCategory(callerOf(req), slugParam(req.params.slug), parse(updateCategoryInput, req.body)));
});

categoriesRouter.delete("/categories/:slug", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.json(await deleteCategory(callerOf(req), slugParam(req.params.slug)));
});
