import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../../../lib/api/api-client";
import { errorMessage } from "../../../lib/api/error-message";

/**
 * Puts the server's word on each field under that field (`fields` of a 400, named as the API
 * names them, mapped to the form's names) and answers what is left to say above the button: a 409
 * such as rate-exists, or a 400 on no field of the form.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: Record<string, Path<T>>,
): string | null {
  const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
  let placed = false;
  for (const [apiName, message] of Object.entries(fields)) {
    const name = names[apiName];
    if (name) {
      setError(name, { message });
      placed = true;
    }
  }
  return placed ? null : errorMessage(error);
}
