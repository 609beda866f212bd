import { randomBytes } from "node:crypto";
import { urls } from "../lib/ports";

const identity = `http://${urls.auth}/identitytoolkit.googleapis.com/v1`;

export interface Shopper {
  email: string;
  idToken: string;
}

async function identityCall(method: string, body: object): Promise<Record<string, string>> {
  const response = await fetch(`${identity}/${method}?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await response.json()) as Record<string, string>;
  if (!response.ok) throw new Error(`Auth emulator ${method} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

export async function signIn(email: string, password: string): Promise<Shopper> {
  const { idToken } = await identityCall("accounts:signInWithPassword", { email, password, returnSecureToken: true });
  return { email, idToken: idToken! };
}

/** `count` fresh accounts in the Auth emulator, a few sign-ups at a time. */
export async function newShoppers(count: number, run: string): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, async (_, offset) => {
      const email = `load-${run}-${start + offset}@example.com`;
      const { idToken } = await identityCall("accounts:signUp", {
        email,
        password: randomBytes(9).toString("base64url"),
        displayName: `Load Shopper ${start + offset}`,
        returnSecureToken: true,
      });
      return { email, idToken: idToken! };
    });
    shoppers.push(...(await Promise.all(batch)));
  }
  return shoppers;
}

/** Removes the accounts again (the Auth emulator lets an account delete itself). */
export async function deleteShoppers(shoppers: Shopper[]): Promise<void> {
  await Promise.allSettled(shoppers.map(({ idToken }) => identityCall("accounts:delete", { idToken })));
}
