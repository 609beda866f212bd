import { useCallback, useEffect, useMemo, useState } from "react";
import { AuthProvider, FirebaseAppProvider, useUser } from "reactfire";
import { auth, firebaseApp, signOutAndForget, syncAccessToken } from "../lib/session/firebase";
import type { Session, SessionUser } from "../lib/session/session";
import { adminAnswer, forgetAdminAnswers, knownAdmin } from "./admin-check";

interface AdminResult {
  uid: string;
  isAdmin: boolean;
  failed: boolean;
}

/** Checks GET /user/admin/{email}; when the server says admin but the token lacks the claim, refreshes it. */
async function checkAdmin(user: {
  uid: string;
  email: string | null;
  getIdTokenResult: () => Promise<{ claims: Record<string, unknown> }>;
  getIdToken: (force?: boolean) => Promise<string>;
}) {
  const admin = await adminAnswer(user);
  if (admin) {
    const { claims } = await user.getIdTokenResult();
    if (claims.admin !== true) await user.getIdToken(true);
  }
  return admin;
}

export interface SessionSourceProps {
  /** Called with every new session; the app's SessionContext holds it (app/session-root.tsx). */
  onSession: (session: Session) => void;
}

/**
 * Firebase Auth (through reactfire) and the server's admin check, as a Session. This module and
 * Firebase load after the first paint (app/session-root.tsx), so it renders nothing itself: it
 * reports the session upwards and the page never remounts when it arrives.
 */
export default function SessionSource({ onSession }: SessionSourceProps) {
  useEffect(() => syncAccessToken(), []);
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <SessionReporter onSession={onSession} />
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

function SessionReporter({ onSession }: SessionSourceProps) {
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
    forgetAdminAnswers();
    await signOutAndForget();
  }, []);
  const recheckAdmin = useCallback(() => {
    setAdminResult(null);
    forgetAdminAnswers();
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
    // The answer the session from storage already had (app/admin-check.ts) holds until this check's.
    const known = user ? knownAdmin(user.uid) : undefined;
    const current =
      user && adminResult?.uid === user.uid
        ? adminResult
        : user && known !== undefined
          ? { uid: user.uid, isAdmin: known, failed: false }
          : null;
    const adminStatus: Session["adminStatus"] = !user
      ? "idle"
      : !current
        ? "loading"
        : current.failed
          ? "error"
          : "ready";
    return {
      status: status === "loading" ? "loading" : user ? "signed-in" : "signed-out",
      confirmed: status !== "loading",
      confirm: () => {},
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

  useEffect(() => onSession(session), [onSession, session]);
  return null;
}
