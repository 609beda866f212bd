import { useEffect, type ReactNode } from "react";
import { useSession } from "../../../lib/session/session";
import { GoogleButton } from "./google-button";
import styles from "./auth.module.css";
import type { SignIn } from "./use-sign-in";

/** The login/signup frame: title, form, the sign-in's error in red, footer link, "or", Google. */
export function AuthCard({
  title,
  children,
  signIn,
  footer,
}: {
  title: string;
  children: ReactNode;
  signIn: SignIn;
  footer: ReactNode;
}) {
  const { error } = signIn;
  // The session follows the sign-in made here only once Firebase has loaded: ask for it now.
  const { confirm } = useSession();
  useEffect(confirm, [confirm]);
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {children}
        <p role="alert" className={styles.error}>
          {error}
        </p>
        {footer}
        <p className={styles.or}>or</p>
        <GoogleButton onClick={() => void signIn.google()} disabled={signIn.busy} />
      </div>
    </div>
  );
}
