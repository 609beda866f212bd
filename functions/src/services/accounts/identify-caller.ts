import { currentClaims, verifyIdToken } from "../../data/accounts/account-repository";
import { roleOfClaims, type Caller } from "../../domain/caller";

/**
 * The caller an ID token names, once firebase-admin has verified it; throws when the token is not
 * valid or carries no email (the HTTP layer answers 401). `checkRevoked` also refuses a token of a
 * disabled account or one minted before its sessions were revoked (docs/api.md, "Auth").
 */
export async function identifyCaller(token: string, { checkRevoked = false } = {}): Promise<Caller> {
  const decoded = await verifyIdToken(token, checkRevoked);
  if (!decoded.email) throw new Error("the token has no email");
  const role = roleOfClaims(decoded);
  // A team member's token must carry the role the account has now. Revocation alone misses a
  // token minted in the same second as the change (Auth keeps that moment in whole seconds).
  if (checkRevoked && role) {
    const claims = await currentClaims(decoded.uid);
    if (!claims || roleOfClaims(claims) !== role) throw new Error("the token's team role has changed");
  }
  return {
    uid: decoded.uid,
    email: decoded.email,
    name: typeof decoded.name === "string" ? decoded.name : decoded.email.split("@")[0]!,
    picture: typeof decoded.picture === "string" ? decoded.picture : "",
    admin: decoded.admin === true,
    role,
    emailVerified: decoded.email_verified === true,
    authTime: typeof decoded.auth_time === "number" ? decoded.auth_time : 0,
  };
}
