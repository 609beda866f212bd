import { z } from "./zod";

/** DELETE /products/{id} and DELETE /orders/{id}: how many documents the call removed (or archived). */
export const deleteResult = z.object({ deletedCount: z.number().int() });
export type DeleteResult = z.output<typeof deleteResult>;

/** GET /healthz. */
export const healthResult = z.object({ ok: z.literal(true) });
