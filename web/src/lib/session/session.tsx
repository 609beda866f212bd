import { createContext, useContext } from "react";

/** What the app knows about the signed-in person; features read it, only app/ provides it. */
export interface SessionUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
}

export type AuthStatus = "loading" | "signed-out" | "signed-in";
export type AdminStatus = "idle" | "loading" | "ready" | "error";

export interface Session {
  /**
   * "signed-out" at once for a visitor whose browser holds no Firebase user (lib/session/stored-user.ts),
   * before Firebase itself has loaded; "loading" while Firebase reads a stored user.
   */
  status: AuthStatus;
  /** Firebase itself has answered. Guarded pages wait for it (and ask for it: `confirm`). */
  confirmed: boolean;
  /** Loads Firebase now: a guarded page needs its answer, a login page its sign-in. */
  confirm: () => void;
  user: SessionUser | null;
  /** The server's answer to GET /user/admin/{email}; only meaningful when adminStatus is "ready". */
  isAdmin: boolean;
  adminStatus: AdminStatus;
  /** Signs out of Firebase and clears localStorage "accessToken". */
  signOut: () => Promise<void>;
  /** Asks the server again whether the user is admin (Retry after a failed check). */
  recheckAdmin: () => void;
  /** Re-reads the Firebase user (after updateProfile changed the display name). */
  refreshUser: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession needs a SessionContext provider (see app/session-root.tsx)");
  return session;
}
