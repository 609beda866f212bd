import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { afterPageLoad } from "../lib/after-page-load";
import { SessionContext, type Session } from "../lib/session";

/** Who is signed in is not known until Firebase Auth has loaded and read its stored user. */
const unknownSession: Session = {
  status: "loading",
  user: null,
  isAdmin: false,
  adminStatus: "idle",
  signOut: async () => {},
  recheckAdmin: () => {},
  refreshUser: () => {},
};

// Firebase Auth and reactfire are about a fifth of the app's JavaScript and no first paint needs
// them, so they load once the page has loaded and gone idle (CONTRACT.md section 7). A page that
// calls the API as a user before then loads Firebase itself (lib/api-client.ts).
const SessionSource = lazy(() => import("./session-source"));

/**
 * Provides the session to the app. Until Firebase has loaded, the session is "loading", as it is
 * while Firebase reads its stored user; guards and the top bar already wait for that.
 */
export function SessionRoot({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(unknownSession);
  const [loadFirebase, setLoadFirebase] = useState(false);
  useEffect(() => afterPageLoad(() => setLoadFirebase(true), 1000), []);
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
