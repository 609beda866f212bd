import type { AdminStatus as AdminAnswer } from "@hometools/contract";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useUser } from "reactfire";
import { api } from "../lib/api-client";
import { signOutAndForget } from "../lib/firebase";
import { SessionContext, type Session, type SessionUser } from "../lib/session";

interface AdminResult {
  uid: string;
  isAdmin: boolean;
  failed: boolean;
}

/** Checks GET /user/admin/{email}; when the server says admin but the token lacks the claim, refreshes it. */
async function checkAdmin(user: {
  email: string | null;
  getIdTokenResult: () => Promise<{ claims: Record<string, unknown> }>;
  getIdToken: (force?: boolean) => Promise<string>;
}) {
  const { admin } = await api.get<AdminAnswer>(`/user/admin/${encodeURIComponent(user.email ?? "")}`);
  if (admin) {
    const { claims } = await user.getIdTokenResult();
    if (claims.admin !== true) await user.getIdToken(true);
  }
  return admin;
}

/** Provides the session from Firebase Auth (through reactfire) and the server's admin check. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { status, data: firebaseUser } = useUser();
  const [adminResult, setAdminResult] = useState<AdminResult | null>(null);
  const [adminAttempt, setAdminAttempt] = useState(0);
  const [userVersion, setUserVersion] = useState(0);

  const uid = firebaseUser?.uid;
  useEffect(() => {
    if (!firebaseUser) return;
    let cancelled = false;
    checkAdmin(firebaseUser).then(
      (isAdmin) => !cancelled && setAdminResult({ uid: firebaseUser.uid, isAdmin, failed: false }),
      () => !cancelled && setAdminResult({ uid: firebaseUser.uid, isAdmin: false, failed: true }),
    );
    return () => {
      cancelled = true;
    };
    // The check runs once per signed-in user (and on Retry), not on every token refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid, adminAttempt]);

  const signOut = useCallback(async () => {
    setAdminResult(null);
    await signOutAndForget();
  }, []);
  const recheckAdmin = useCallback(() => {
    setAdminResult(null);
    setAdminAttempt((value) => value + 1);
  }, []);
  const refreshUser = useCallback(() => setUserVersion((value) => value + 1), []);

  const session = useMemo<Session>(() => {
    const user: SessionUser | null = firebaseUser
      ? {
          uid: firebaseUser.uid,
          email: firebaseUser.email ?? "",
          displayName: firebaseUser.displayName ?? "",
          photoURL: firebaseUser.photoURL ?? "",
        }
      : null;
    const current = user && adminResult?.uid === user.uid ? adminResult : null;
    const adminStatus: Session["adminStatus"] = !user
      ? "idle"
      : !current
        ? "loading"
        : current.failed
          ? "error"
          : "ready";
    return {
      status: status === "loading" ? "loading" : user ? "signed-in" : "signed-out",
      user,
      isAdmin: current?.isAdmin ?? false,
      adminStatus,
      signOut,
      recheckAdmin,
      refreshUser,
    };
    // userVersion: the Firebase user object is mutated in place by updateProfile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, firebaseUser, adminResult, signOut, recheckAdmin, refreshUser, userVersion]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
