import { userCollection } from "../accounts/user-repository";
import { backfill } from "./backfill";

/** emailLower for users recorded before it existed: idempotent, writes only what differs. */
export async function backfillUserEmails(): Promise<number> {
  return backfill(await userCollection(), (doc) => {
    const emailLower = String(doc.get("email") ?? "").toLowerCase();
    return doc.get("emailLower") === emailLower ? null : { emailLower };
  });
}
