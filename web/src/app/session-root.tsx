import { lazy, Suspense, useState, type ReactNode } from "react";
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
// them, so they load after it (CONTRACT.md section 7: initial JavaScript).
const SessionSource = lazy(() => import("./session-source"));

/**
 * Provides the session to the app. Until Firebase has loaded, the session is "loading", as it is
 * while Firebase reads its stored user; guards and the top bar already wait for that.
 */
export function SessionRoot({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(unknownSession);
  return (
    <SessionContext.Provider value={session}>
      {/* A sibling of the page, not its parent: the page keeps its state when the session arrives. */}
      <Suspense fallback={null}>
        <SessionSource onSession={setSession} />
      </Suspense>
      {children}
    </SessionContext.Provider>
  );
}
