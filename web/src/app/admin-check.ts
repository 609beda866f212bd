import type { AdminStatus as AdminAnswer } from "@hometools/contract";
import { forgetRoles, rememberRole } from "../lib/session/team-role";

/**
 * The server's answer to "is this user an admin?" (GET /user/admin/{email}), asked once per user:
 * the session from storage asks as the app starts (app/session-root.tsx) and Firebase's session
 * (app/session-source.tsx) reuses that answer instead of asking again.
 */
const asked = new Map<string, Promise<boolean>>();
const answered = new Map<string, boolean>();

export function adminAnswer(user: { uid: string; email: string | null }): Promise<boolean> {
  let answer = asked.get(user.uid);
  if (!answer) {
    // The client loads with the check: the first visit of a page without a user never needs it.
    answer = import("../lib/api/api-client")
      .then(({ api }) => api.get<AdminAnswer>(`/user/admin/${encodeURIComponent(user.email ?? "")}`))
      .then(({ admin, role }) => {
        rememberRole(user.uid, role);
        answered.set(user.uid, admin);
        return admin;
      });
    // A failed check is asked again next time (Retry).
    answer.catch(() => asked.delete(user.uid));
    asked.set(user.uid, answer);
  }
  return answer;
}

/** The answer for `uid` if it has arrived. */
export function knownAdmin(uid: string): boolean | undefined {
  return answered.get(uid);
}

/** Forgets the answers (Retry, sign-out): the next check asks the server. */
export function forgetAdminAnswers(): void {
  asked.clear();
  answered.clear();
  forgetRoles();
}
