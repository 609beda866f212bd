import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { FullScreenLoader } from "../../components/feedback/full-screen-loader";
import { paths } from "../../config/paths";
import { useSession } from "../../lib/session/session";

/**
 * Spec section 4, login-only: loader while loading; the page if signed in (also the user this
 * browser kept, until Firebase confirms or signs them out); else /login remembering the origin.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, confirmed, confirm } = useSession();
  const location = useLocation();
  // A user this browser kept is shown at once; Firebase confirms them when the page has loaded.
  useEffect(() => {
    if (!confirmed && status !== "signed-in") confirm();
  }, [confirmed, status, confirm]);
  if (status === "loading" || (!confirmed && status === "signed-out")) return <FullScreenLoader />;
  if (status === "signed-out") return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <>{children}</>;
}
