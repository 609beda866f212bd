import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from "react-hook-form";

/**
 * Binds MUI text fields to a react-hook-form form: `{...field("email")}` registers the input and
 * shows its error message under it (or `hint` while it has none).
 */
export function fieldBinder<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: Path<T>, hint?: string) => {
    const error = get(errors, name) as FieldError | undefined;
    return { error: !!error, helperText: error?.message ?? hint, ...register(name) };
  };
}
