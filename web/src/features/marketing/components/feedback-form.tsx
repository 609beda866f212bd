import { useId, useState, type FormEvent } from "react";
import { SectionHeading } from "../../../components/layout/section-heading";
import buttons from "../../../components/buttons/buttons.module.css";
import styles from "./feedback-form.module.css";

const fields = [
  { name: "name", label: "Your Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
] as const;

/**
 * The spec's feedback form: Your Name, Email, Comment, Submit. Deliberately not wired to any call.
 * Plain labelled fields in static CSS: it mounts with the home page, which MUI's TextField slowed.
 */
export function FeedbackForm() {
  const id = useId();
  const [thanked, setThanked] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setThanked(true);
  };
  return (
    <section aria-labelledby="feedback-title">
      <SectionHeading id="feedback-title" title="Send us your feedback">
        Tell us what to stock next or how your last project went.
      </SectionHeading>
      <form noValidate onSubmit={onSubmit} className={styles.form}>
        {fields.map(({ label, ...input }) => (
          <div key={input.name} className={styles.field}>
            <label htmlFor={`${id}-${input.name}`} className={styles.label}>
              {label}
            </label>
            <input id={`${id}-${input.name}`} className={styles.input} {...input} />
          </div>
        ))}
        <div className={styles.field}>
          <label htmlFor={`${id}-comment`} className={styles.label}>
            Comment
          </label>
          <textarea id={`${id}-comment`} name="comment" rows={4} className={styles.input} />
        </div>
        <button type="submit" className={`${buttons.button} ${buttons.large} ${buttons.contained}`}>
          Submit
        </button>
        <p role="status" className={styles.status}>
          {thanked ? "Thank you! We read every message." : ""}
        </p>
      </form>
    </section>
  );
}
