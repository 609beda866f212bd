import { useNavigate } from "react-router-dom";
import { useWrite } from "../../../lib/use-write";
import { recordLogin } from "../api/record-login";

/** After signing in: record the login (a failure only shows a toast), then go on to `to`. */
export function useFinishSignIn(to: string) {
  const navigate = useNavigate();
  const { run } = useWrite();
  return async (email: string) => {
    await run(() => recordLogin(email));
    navigate(to, { replace: true });
  };
}
