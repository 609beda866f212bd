import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegister,
} from "react-hook-form";

/**
 * Binds text fields (MUI's, or components/forms/plain-field.tsx's) to a react-hook-form form: `{...field("email")}` registers the input and
 * shows its error message under it (or `hint` while it has none).
 */
export function fieldBinder<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: Path<T>, hint?: string) => {
    const error = get(errors, name) as FieldError | undefined;
    return { error: !!error, helperText: error?.message ?? hint, ...register(name) };
  };
}

/**
 * A react-hook-form resolver whose schema, and zod with it, loads at the form's first check (a blur
 * or a submit) rather than with the page: zod is the largest part of a form page's code (decisions/005).
 */
export function lazyResolver<Input extends FieldValues, Output = Input>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    // A failed load (the network) is tried again at the next check.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
