import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { FullScreenLoader } from "../../components/full-screen-loader";
import { paths } from "../../config/paths";
import { useSession } from "../../lib/session";

/** Spec section 4, login-only: loader while loading; the page if signed in; else /login remembering the origin. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, confirmed, confirm } = useSession();
  const location = useLocation();
  useEffect(() => {
    if (!confirmed) confirm();
  }, [confirmed, confirm]);
  if (!confirmed || status === "loading") return <FullScreenLoader />;
  if (status === "signed-out") return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <>{children}</>;
}
