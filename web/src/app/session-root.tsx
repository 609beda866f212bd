import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { SessionContext, type Session, type SessionUser } from "../lib/session/session";
import { onFirstInteraction } from "../lib/after-page-load";
import { hasStoredUser, storedIdToken, storedUser } from "../lib/session/stored-user";
import { adminAnswer, forgetAdminAnswers } from "./admin-check";

// Firebase Auth and reactfire are about a fifth of the app's JavaScript and no first paint needs
// them (docs/decisions/005). For a returning user they load at once. For a visitor with no
// stored user they load when a page asks (`confirm`): the guarded pages, login and signup. The
// public pages never need them, so a first visit does not spend its phone's CPU on them.
// A page that calls the API as a user loads Firebase itself (lib/api/api-client.ts).
const SessionSource = lazy(() => import("./session-source"));

/** Signs out before Firebase has answered (the session from storage): loads it to sign out. */
async function signOutEarly(): Promise<void> {
  forgetAdminAnswers();
  const { signOutAndForget } = await import("../lib/session/firebase");
  await signOutAndForget();
}

function firstSession(kept: SessionUser | null, returning: boolean, confirm: () => void): Session {
  return {
    // A returning user's pages render at once with the user Firebase kept; Firebase confirms it,
    // or signs them out, once it has loaded (docs/decisions/027).
    status: kept ? "signed-in" : returning ? "loading" : "signed-out",
    confirmed: false,
    confirm,
    user: kept,
    isAdmin: false,
    adminStatus: kept ? "loading" : "idle",
    // Firebase then reports the signed-out session (confirm mounts it).
    signOut: kept ? () => signOutEarly().finally(confirm) : async () => {},
    recheckAdmin: () => {},
    refreshUser: () => {},
  };
}

/**
 * Provides the session to the app. Until Firebase has loaded, the session says what the browser's
 * storage tells (lib/session/stored-user.ts): "signed-out" when it holds no user; "signed-in" with the
 * user it holds (and the server's admin answer, asked at once with the kept token); "loading" when
 * the entry cannot be read. It is unconfirmed until Firebase answers: a guard lets a kept user
 * through, and waits for Firebase otherwise.
 */
export function SessionRoot({ children }: { children: ReactNode }) {
  const [returning] = useState(hasStoredUser);
  const [kept] = useState(() => (returning ? storedUser() : null));
  // With a kept user and a token still valid, nothing the page shows needs Firebase: it loads at
  // the user's first interaction or 3 s after the page has loaded (lib/after-page-load.ts), and then
  // confirms the session. Otherwise a returning user's Firebase loads at once.
  const [keptToken] = useState(() => kept !== null && storedIdToken() !== null);
  const [loadFirebase, setLoadFirebase] = useState(returning && !keptToken);
  const confirm = useCallback(() => setLoadFirebase(true), []);
  const [session, setSession] = useState<Session>(() => firstSession(kept, returning, confirm));

  useEffect(() => (keptToken ? onFirstInteraction(confirm) : undefined), [keptToken, confirm]);

  useEffect(() => {
    if (!kept) return;
    // A failed check leaves "loading": Firebase's session asks again and reports the outcome.
    adminAnswer(kept).then(
      (isAdmin) =>
        setSession((now) =>
          now.confirmed || now.user?.uid !== kept.uid ? now : { ...now, isAdmin, adminStatus: "ready" },
        ),
      () => undefined,
    );
  }, [kept]);

  // Firebase's first answer is "loading" while it checks the kept user: the session from storage
  // stands until it has answered, so the page is not swapped for the loader meanwhile.
  const report = useCallback(
    (next: Session) =>
      setSession((now) => (next.status === "loading" && !now.confirmed && now.status === "signed-in" ? now : next)),
    [],
  );

  return (
    <SessionContext.Provider value={session}>
      {/* A sibling of the page, not its parent: the page keeps its state when the session arrives. */}
      {loadFirebase && (
        <Suspense fallback={null}>
          <SessionSource onSession={report} />
        </Suspense>
      )}
      {children}
    </SessionContext.Provider>
  );
}
