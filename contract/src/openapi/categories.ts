import { z } from "../zod";
import type { ApiRoute } from "./route";
import { category, createCategoryInput, updateCategoryInput } from "../catalogue/categories";
import { deleteResult } from "../results";

/** Categories' routes (docs/api.md, "Categories") for the API's table in document.ts. Writes are the owner's. */
export const categoryRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/categories",
    operationId: "listCategories",
    access: "anyone",
    summary: "Every category in position order, each with its count of tools",
    success: { status: 200, schema: z.array(category) },
    errors: [],
  },
  {
    method: "post",
    path: "/categories",
    operationId: "createCategory",
    access: "owner",
    summary: "Add a category (position defaults to after the last)",
    body: createCategoryInput,
    success: { status: 201, schema: category },
    errors: [{ status: 409, codes: ["slug-taken"] }],
  },
  {
    method: "patch",
    path: "/categories/{slug}",
    operationId: "editCategory",
    access: "owner",
    summary: "Change a category's name, description or position (the slug never changes)",
    body: updateCategoryInput,
    success: { status: 200, schema: category },
    errors: [{ status: 404, codes: ["not-found"] }],
  },
  {
    method: "delete",
    path: "/categories/{slug}",
    operationId: "deleteCategory",
    access: "owner",
    summary: "Delete a category no tool has",
    success: { status: 200, schema: deleteResult },
    errors: [
      { status: 404, codes: ["not-found"] },
      { status: 409, codes: ["category-in-use"] },
    ],
  },
];
