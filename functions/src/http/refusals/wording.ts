import type { Refusal } from "../../domain/refused";
import { AppError } from "../../errors";

/**
 * How the API answers each kind of one area's refusals: a function from the refusal's facts to its
 * status, error code, message and fields (docs/api.md names them per endpoint). Keyed by kind, so a
 * kind without its answer fails the typecheck.
 */
export type Wording<R extends Refusal> = { [K in R["kind"]]: (refusal: Extract<R, { kind: K }>) => AppError };

/** 400 bad-request about one field of the request: "<field>: <message>", and the message under `fields`. */
export const badField = (field: string, message: string) =>
  new AppError("bad-request", `${field}: ${message}`, 400, { fields: { [field]: message } });
