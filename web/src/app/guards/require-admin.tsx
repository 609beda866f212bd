import Box from "@mui/material/Box";
import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { FullScreenLoader } from "../../components/feedback/full-screen-loader";
import { LoadError } from "../../components/feedback/query-states";
import { paths } from "../../config/paths";
import { useSession } from "../../lib/session/session";
import { useTeamRole } from "../../lib/session/team-role";
import Alert from "@mui/material/Alert";

/**
 * Spec section 4, admin-only: loader while auth or the admin check loads (the check of a user this
 * browser kept starts at once, app/session-root.tsx); the page for an admin;
 * anyone else is signed out and sent to /login remembering the origin. A failed check (network)
 * offers Retry instead of signing the user out. `ownerOnly`: staff see "Only the shop's owner can
 * do this." in place of the page.
 */
export function RequireAdmin({ children, ownerOnly = false }: { children: ReactNode; ownerOnly?: boolean }) {
  const { status, confirmed, confirm, adminStatus, isAdmin, signOut, recheckAdmin } = useSession();
  const role = useTeamRole();
  const location = useLocation();
  // A user this browser kept is shown at once; Firebase confirms them when the page has loaded.
  useEffect(() => {
    if (!confirmed && status !== "signed-in") confirm();
  }, [confirmed, status, confirm]);
  const refused =
    (confirmed && status === "signed-out") || (status === "signed-in" && adminStatus === "ready" && !isAdmin);

  useEffect(() => {
    if (refused && status === "signed-in") void signOut();
  }, [refused, status, signOut]);

  if (
    status === "loading" ||
    (!confirmed && status === "signed-out") ||
    (status === "signed-in" && (adminStatus === "loading" || adminStatus === "idle"))
  )
    return <FullScreenLoader />;
  if (adminStatus === "error") {
    return (
      <Box sx={{ p: 3 }}>
        <LoadError what="your account" error={undefined} onRetry={recheckAdmin} />
      </Box>
    );
  }
  if (refused) return <Navigate to={paths.login} replace state={{ from: location }} />;
  // An owner's page opened by staff (docs/decisions/034): said plainly, the staff stay signed in.
  if (ownerOnly && role !== "owner") {
    return (
      <Alert severity="info" sx={{ m: 3 }}>
        Only the shop&apos;s owner can do this.
      </Alert>
    );
  }
  return <>{children}</>;
}
