/**
 * The name a review shows (docs/decisions/020). It comes from the author's account, which its owner
 * can set to anything, so a name that could pass for the shop ("Home Tools Staff (verified)") is
 * replaced by a neutral one. The "Verified buyer" badge comes only from the server's verifiedBuyer.
 */
export const NEUTRAL_REVIEWER_NAME = "Home Tools shopper";

/** Longest name a review card shows; longer ones are cut. */
export const REVIEWER_NAME_MAX = 60;

/** Words no shopper's name may contain, compared with spaces and punctuation taken out. */
const RESERVED = ["hometools", "staff", "admin", "official", "moderator", "verified", "support"];

// Look-alikes of the Latin letters in RESERVED that NFKC keeps apart: Cyrillic, Greek, digits.
// Not the whole Unicode confusables table; enough that "Ѕtаff" or "Adm1n" is read as what it shows.
// Each character of LOOKALIKE reads as the letter at the same place in PLAIN.
const LOOKALIKE = "асеһіӏморѕтԁναειορτυ013457@$";
const PLAIN = "acehilmopstdvaeioptuoieastas";

/** The name with case, compatibility forms, accents, look-alikes, spaces and punctuation folded away. */
function folded(name: string): string {
  return Array.from(name.normalize("NFKC").toLowerCase().normalize("NFD"))
    .map((char) => {
      const at = LOOKALIKE.indexOf(char);
      return at < 0 ? char : PLAIN[at]!;
    })
    .join("")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** Whether the name could pass for the shop or its staff. */
export function posesAsShop(name: string): boolean {
  const plain = folded(name);
  return RESERVED.some((word) => plain.includes(word));
}

/**
 * What a review shows for an account's name: without control and bidi-override characters (which
 * could reorder "ffats" into "staff" on screen), spaces collapsed, at most REVIEWER_NAME_MAX
 * characters; blank or posing as the shop becomes NEUTRAL_REVIEWER_NAME.
 */
export function reviewerName(name: string): string {
  const shown = Array.from(
    name
      .normalize("NFKC")
      .replace(/[\p{Cc}\p{Cf}]/gu, "")
      .replace(/\s+/g, " ")
      .trim(),
  )
    .slice(0, REVIEWER_NAME_MAX)
    .join("")
    .trim();
  return shown === "" || posesAsShop(shown) ? NEUTRAL_REVIEWER_NAME : shown;
}
