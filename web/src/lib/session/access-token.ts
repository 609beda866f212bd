/** The spec's key for the server-issued token kept in localStorage (spec section 4). */
export const ACCESS_TOKEN_KEY = "accessToken";

export function readAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveAccessToken(token: string): void {
  try {
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    // Storage can be disabled (private mode); the in-memory Firebase session still works.
  }
}

export function clearAccessToken(): void {
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // See saveAccessToken.
  }
}
