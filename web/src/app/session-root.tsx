import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { afterPageLoad } from "../lib/after-page-load";
import { SessionContext, type Session } from "../lib/session";
import { hasStoredUser } from "../lib/stored-user";

// Firebase Auth and reactfire are about a fifth of the app's JavaScript and no first paint needs
// them (CONTRACT.md section 7). For a visitor with no stored user they load once the page has
// loaded and gone idle, or at once when a guarded page asks (`confirm`); for a returning user at
// once. A page that calls the API as a user before then loads Firebase itself (lib/api-client.ts).
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
  useEffect(() => (loadFirebase ? undefined : afterPageLoad(confirm, 1000)), [loadFirebase, confirm]);
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
