import { useId, type InputHTMLAttributes } from "react";
import styles from "./auth.module.css";

interface AuthFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** What `fieldBinder` gives (lib/form-fields.ts): whether the value is refused, and why or a hint. */
  error?: boolean;
  helperText?: string;
}

/** A labelled text input whose message (an error or a hint) is announced with it. */
export function AuthField({ label, error = false, helperText, ...input }: AuthFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error}
        aria-describedby={helperText ? messageId : undefined}
        {...input}
      />
      {helperText && (
        <p id={messageId} className={error ? `${styles.hint} ${styles.invalid}` : styles.hint}>
          {helperText}
        </p>
      )}
    </div>
  );
}
