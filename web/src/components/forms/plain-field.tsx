import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import styles from "./plain-form.module.css";

/** What `fieldBinder` gives (lib/form-fields.ts): whether the value is refused, and why or a hint. */
interface Message {
  label: string;
  error?: boolean;
  helperText?: string;
  /** A shorter field (40px), as MUI's size="small". */
  small?: boolean;
}

/** The label, the control and its message (an error or a hint), announced with the control. */
function Field({
  label,
  error = false,
  helperText,
  control,
}: Omit<Message, "small"> & { control: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {control({ id, describedBy: helperText ? messageId : undefined })}
      {helperText && (
        <p id={messageId} className={error ? `${styles.hint} ${styles.invalid}` : styles.hint}>
          {helperText}
        </p>
      )}
    </div>
  );
}

const inputClass = (small: boolean) => (small ? `${styles.input} ${styles.small}` : styles.input);

/** A labelled text input, in static CSS (login, signup, checkout: pages a visitor opens cold). */
export function PlainField({
  label,
  error = false,
  helperText,
  small = false,
  ...input
}: Message & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field
      label={label}
      error={error}
      helperText={helperText}
      control={({ id, describedBy }) => (
        <input id={id} className={inputClass(small)} aria-invalid={error} aria-describedby={describedBy} {...input} />
      )}
    />
  );
}

/** A labelled native select; its options are the children. */
export function PlainSelect({
  label,
  error = false,
  helperText,
  small = false,
  children,
  ...select
}: Message & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field
      label={label}
      error={error}
      helperText={helperText}
      control={({ id, describedBy }) => (
        <select id={id} className={inputClass(small)} aria-invalid={error} aria-describedby={describedBy} {...select}>
          {children}
        </select>
      )}
    />
  );
}

/**
 * A labelled native checkbox, the label beside it and clickable (consent to marketing mail at sign-up
 * and checkout); a hint under it says what ticking it means.
 */
export function PlainCheckbox({
  label,
  hint,
  ...input
}: { label: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const id = useId();
  return (
    <div className={styles.checkField}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      <label htmlFor={id} className={styles.checkLabel}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.checkHint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * A full-width submit button, disabled with a spinner while the request is in flight (and
 * disabled when `disabled`).
 */
export function PlainSubmit({ label, busy, disabled = false }: { label: string; busy: boolean; disabled?: boolean }) {
  return (
    <button type="submit" className={styles.submit} disabled={busy || disabled}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {label}
    </button>
  );
}

/** A failure in words, announced when it appears (as MUI's error Alert); nothing without one. */
export function PlainAlert({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === "") return null;
  return (
    <p role="alert" className={styles.alert}>
      {children}
    </p>
  );
}

export { styles as plainForm };
