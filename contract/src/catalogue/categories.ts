import { z } from "../zod";

/** Categories of tools (docs/api.md, "Categories"): the owner manages them, every tool has at most one. */
export const CATEGORY_SLUG_MAX = 40;
export const CATEGORY_NAME_MAX = 40;
export const CATEGORY_DESCRIPTION_MAX = 300;

export const categoryMessages = {
  slug: `Must be 1 to ${CATEGORY_SLUG_MAX} of a-z, 0-9 and single hyphens between them`,
  nameRequired: "Name is required",
  nameTooLong: `Name must be ${CATEGORY_NAME_MAX} characters or fewer`,
  position: "Must be a whole number from 0",
  nothingToChange: "Send at least one of name, description, position",
  unknown: "No such category",
} as const;

/** Lower case letters and digits, single hyphens between them: "power-tools". */
export const CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const categorySlug = z
  .string({ error: categoryMessages.slug })
  .max(CATEGORY_SLUG_MAX, categoryMessages.slug)
  .regex(CATEGORY_SLUG, categoryMessages.slug);

const nameField = z
  .string({ error: categoryMessages.nameRequired })
  .trim()
  .min(1, categoryMessages.nameRequired)
  .max(CATEGORY_NAME_MAX, categoryMessages.nameTooLong);
const descriptionField = z
  .string({ error: "Must be text" })
  .trim()
  .max(CATEGORY_DESCRIPTION_MAX, `Must be ${CATEGORY_DESCRIPTION_MAX} characters or fewer`);
const positionField = z
  .number({ error: categoryMessages.position })
  .int(categoryMessages.position)
  .min(0, categoryMessages.position)
  .max(1_000_000, "Must be at most 1000000");

/** POST /categories (owner): position defaults to after the last, description to "". */
export const createCategoryInput = z.object({
  slug: categorySlug,
  name: nameField,
  description: descriptionField.optional().default(""),
  position: positionField.optional(),
});
export type CreateCategoryInput = z.input<typeof createCategoryInput>;
export type NewCategory = z.output<typeof createCategoryInput>;

/** PATCH /categories/{slug} (owner): the slug never changes. */
export const updateCategoryInput = z
  .object({ name: nameField.optional(), description: descriptionField.optional(), position: positionField.optional() })
  .refine((body) => [body.name, body.description, body.position].some((value) => value !== undefined), {
    message: categoryMessages.nothingToChange,
  });
export type UpdateCategoryInput = z.input<typeof updateCategoryInput>;
export type CategoryChanges = z.output<typeof updateCategoryInput>;

/** A category as GET /categories answers it, in `position` order. */
export const category = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  productCount: z.number().int().describe("Every tool of the category, in stock or not"),
});
export type Category = z.output<typeof category>;
