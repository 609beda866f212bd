import { useNavigate } from "react-router-dom";
import { notifyError } from "../../../lib/api-client";
import { recordLogin } from "../api/record-login";

/** After signing in: record the login (a failure only shows a toast), then go on to `to`. */
export function useFinishSignIn(to: string) {
  const navigate = useNavigate();
  return async (email: string) => {
    try {
      await recordLogin(email);
    } catch (error) {
      notifyError(error);
    }
    navigate(to, { replace: true });
  };
}
