import { Link, useLocation } from "react-router-dom";
import styles from "./auth.module.css";

/** The footer line linking login and signup to each other; the origin to return to goes along. */
export function AuthSwitch({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  const location = useLocation();
  return (
    <p className={styles.switch}>
      {prompt}{" "}
      <Link to={to} state={location.state}>
        {label}
      </Link>
    </p>
  );
}
