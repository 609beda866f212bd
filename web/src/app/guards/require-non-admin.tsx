import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { useSession } from "../../lib/session/session";

/**
 * Orders and Add a review are the non-admin sidebar entries (spec section 2); an admin who opens
 * them lands on the dashboard's profile instead, once the server has answered. Meanwhile the page
 * shows and loads its data (the signed-in user's own), so a shopper does not wait for the check.
 * Use inside RequireAuth.
 */
export function RequireNonAdmin({ children }: { children: ReactNode }) {
  const { adminStatus, isAdmin } = useSession();
  if (adminStatus === "ready" && isAdmin) return <Navigate to={paths.dashboard.root} replace />;
  return <>{children}</>;
}
