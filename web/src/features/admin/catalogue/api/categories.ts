import { api } from "../../../../lib/api/api-client";
import type { Category } from "../../../../lib/categories";

/** What the owner sends to add a category (POST /categories) or change one (PATCH, the slug never changes). */
export interface CategoryFields {
  name: string;
  description: string;
  position?: number;
}

export const addCategory = (fields: CategoryFields & { slug: string }) => api.post<Category>("/categories", fields);

export const editCategory = (slug: string, fields: Partial<CategoryFields>) =>
  api.patch<Category>(`/categories/${encodeURIComponent(slug)}`, fields);

/** 409 category-in-use while a tool has it. */
export const deleteCategory = (slug: string) =>
  api.delete<{ deletedCount: number }>(`/categories/${encodeURIComponent(slug)}`);
