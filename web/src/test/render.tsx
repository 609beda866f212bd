import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { SWRConfig } from "swr";
import { vi } from "vitest";
import { SessionContext, type Session } from "../lib/session/session";

/** A session as the app would provide it; tests inject the auth state they need. */
export function fakeSession(overrides: Partial<Session> = {}): Session {
  return {
    status: "signed-in",
    confirmed: true,
    confirm: vi.fn(),
    user: { uid: "u1", email: "bea@example.com", displayName: "Bea Buyer", photoURL: "" },
    isAdmin: false,
    adminStatus: "ready",
    signOut: vi.fn(async () => undefined),
    recheckAdmin: vi.fn(),
    refreshUser: vi.fn(),
    ...overrides,
  };
}

/** Shows where a redirect landed and the origin it remembered. */
function Landing({ name }: { name: string }) {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? "none";
  return (
    <p>
      {name} page, from {from}
    </p>
  );
}

/**
 * Renders `element` at `path` (a route pattern) opened at `url`, with /, /login and /dashboard as
 * landings, and an empty SWR cache so no test sees another test's answers.
 */
export function renderAt(
  element: ReactElement,
  { url, path = url, session = fakeSession() }: { url: string; path?: string; session?: Session },
) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="/" element={<Landing name="Home" />} />
            <Route path="/login" element={<Landing name="Login" />} />
            <Route path="/dashboard" element={<Landing name="Dashboard" />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </SWRConfig>,
  );
}

/** Replaces fetch (the HTTP boundary) with answers in order; returns the mock to inspect the requests. */
export function answerFetch(...responses: Array<() => Response>) {
  const queue = [...responses];
  const mock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = queue.shift();
    if (!next) throw new Error("no more fetch answers queued");
    return next();
  });
  // The categories (a product form's select, a tool's breadcrumb) are asked on the side: an empty
  // list, outside the queue and the calls a test counts.
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === "/api/categories" ? Promise.resolve(json(200, [])()) : mock(input, init),
  );
  return mock;
}

/**
 * Stubs fetch to answer by request, not by turn: a key is "METHOD /path" or "/path" (any method), the
 * query left out; the mock's calls are there to inspect. For pages that ask several things at once, or
 * ask again as a field is typed.
 */
export function answerByPath(answers: Record<string, () => Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.replace(/\?.*/, "");
    const answer = answers[`${init?.method ?? "GET"} ${path}`] ?? answers[path] ?? answers[url];
    if (!answer) throw new Error(`no answer for ${url}`);
    return answer();
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

export const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
