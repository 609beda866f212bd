import styles from "./auth.module.css";

/** A full-width submit button that is disabled, with a spinner, while the request is in flight. */
export function FormSubmit({ label, busy }: { label: string; busy: boolean }) {
  return (
    <button type="submit" className={styles.submit} disabled={busy}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {label}
    </button>
  );
}
