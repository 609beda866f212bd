import Box from "@mui/material/Box";
import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { FullScreenLoader } from "../../components/full-screen-loader";
import { LoadError } from "../../components/query-states";
import { paths } from "../../config/paths";
import { useSession } from "../../lib/session";

/**
 * Spec section 4, admin-only: loader while auth or the admin check loads; the page for an admin;
 * anyone else is signed out and sent to /login remembering the origin. A failed check (network)
 * offers Retry instead of signing the user out.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, confirmed, confirm, adminStatus, isAdmin, signOut, recheckAdmin } = useSession();
  const location = useLocation();
  useEffect(() => {
    if (!confirmed) confirm();
  }, [confirmed, confirm]);
  const refused =
    confirmed && (status === "signed-out" || (status === "signed-in" && adminStatus === "ready" && !isAdmin));

  useEffect(() => {
    if (refused && status === "signed-in") void signOut();
  }, [refused, status, signOut]);

  if (!confirmed || status === "loading" || (status === "signed-in" && adminStatus === "loading"))
    return <FullScreenLoader />;
  if (adminStatus === "error") {
    return (
      <Box sx={{ p: 3 }}>
        <LoadError what="your account" error={undefined} onRetry={recheckAdmin} />
      </Box>
    );
  }
  if (refused) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <>{children}</>;
}
