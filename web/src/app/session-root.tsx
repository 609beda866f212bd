import { lazy, Suspense, useCallback, useState, type ReactNode } from "react";
import { SessionContext, type Session } from "../lib/session";
import { hasStoredUser } from "../lib/stored-user";

// Firebase Auth and reactfire are about a fifth of the app's JavaScript and no first paint needs
// them (docs/decisions/005). For a returning user they load at once. For a visitor with no
// stored user they load when a page asks (`confirm`): the guarded pages, login and signup. The
// public pages never need them, so a first visit does not spend its phone's CPU on them.
// A page that calls the API as a user loads Firebase itself (lib/api-client.ts).
const SessionSource = lazy(() => import("./session-source"));

/**
 * Provides the session to the app. Until Firebase has loaded, the session says what the browser's
 * storage tells (lib/stored-user.ts): "signed-out" when it holds no user, else "loading"; either
 * way unconfirmed, so guarded pages wait.
 */
export function SessionRoot({ children }: { children: ReactNode }) {
  const [returning] = useState(hasStoredUser);
  const [loadFirebase, setLoadFirebase] = useState(returning);
  const confirm = useCallback(() => setLoadFirebase(true), []);
  const [session, setSession] = useState<Session>(() => ({
    status: returning ? "loading" : "signed-out",
    confirmed: false,
    confirm,
    user: null,
    isAdmin: false,
    adminStatus: "idle",
    signOut: async () => {},
    recheckAdmin: () => {},
    refreshUser: () => {},
  }));
  return (
    <SessionContext.Provider value={session}>
      {/* A sibling of the page, not its parent: the page keeps its state when the session arrives. */}
      {loadFirebase && (
        <Suspense fallback={null}>
          <SessionSource onSession={setSession} />
        </Suspense>
      )}
      {children}
    </SessionContext.Provider>
  );
}
