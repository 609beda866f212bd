/**
 * What Google's search documentation asks of structured data for a Product snippet (Search Central,
 * "Product snippet structured data"), as a check the tests run on our JSON-LD:
 * - required: `name`, and at least one of `review`, `aggregateRating` or `offers`;
 * - `offers` (an Offer): `price` (or a priceSpecification) and, recommended, `priceCurrency` and
 *   `availability` (a schema.org ItemAvailability URL);
 * - `aggregateRating`: `ratingValue` and one of `ratingCount` or `reviewCount` (> 0);
 * - each `review`: `author` and `reviewRating.ratingValue`.
 * Answers every problem found; none means the snippet is eligible.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const present = (value: unknown) => value !== undefined && value !== null && value !== "";

export function productSnippetProblems(data: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(data)) return ["not a JSON object"];
  if (data["@context"] !== "https://schema.org" && data["@context"] !== "http://schema.org") {
    problems.push("@context is not schema.org");
  }
  if (data["@type"] !== "Product") problems.push("@type is not Product");
  if (typeof data.name !== "string" || data.name.trim() === "") problems.push("name is required");
  if (!present(data.offers) && !present(data.review) && !present(data.aggregateRating)) {
    problems.push("one of offers, review or aggregateRating is required");
  }
  if (present(data.offers)) {
    const offers = Array.isArray(data.offers) ? data.offers : [data.offers];
    for (const offer of offers) {
      if (!isObject(offer) || offer["@type"] !== "Offer") {
        problems.push("offers must be Offer objects");
        continue;
      }
      if (!present(offer.price) || !Number.isFinite(Number(offer.price)))
        problems.push("offers.price must be a number");
      if (typeof offer.priceCurrency !== "string" || !/^[A-Z]{3}$/.test(offer.priceCurrency)) {
        problems.push("offers.priceCurrency must be an ISO 4217 code");
      }
      if (typeof offer.availability !== "string" || !/^https:\/\/schema\.org\/\w+$/.test(offer.availability)) {
        problems.push("offers.availability must be a schema.org ItemAvailability URL");
      }
    }
  }
  if (present(data.aggregateRating)) {
    const rating = data.aggregateRating;
    if (!isObject(rating) || rating["@type"] !== "AggregateRating")
      problems.push("aggregateRating must be an AggregateRating");
    else {
      const value = Number(rating.ratingValue);
      if (!present(rating.ratingValue) || !Number.isFinite(value))
        problems.push("aggregateRating.ratingValue is required");
      const best = Number(rating.bestRating ?? 5);
      const worst = Number(rating.worstRating ?? 1);
      if (value < worst || value > best) problems.push("aggregateRating.ratingValue is outside its scale");
      const count = Number(rating.reviewCount ?? rating.ratingCount);
      if (!(count > 0)) problems.push("aggregateRating needs a reviewCount or ratingCount above 0");
    }
  }
  if (present(data.review)) {
    for (const review of Array.isArray(data.review) ? data.review : [data.review]) {
      if (!isObject(review) || review["@type"] !== "Review") problems.push("review must be Review objects");
      else {
        if (!isObject(review.author) || typeof review.author.name !== "string")
          problems.push("review.author.name is required");
        if (!isObject(review.reviewRating) || !Number.isFinite(Number(review.reviewRating.ratingValue))) {
          problems.push("review.reviewRating.ratingValue is required");
        }
      }
    }
  }
  return problems;
}

/**
 * What Google's documentation asks of a tool sold in variants (Search Central, "Product variant
 * structured data"), as a check: a `ProductGroup` with `name`, `productGroupID`, `variesBy` (what
 * varies: a schema.org property's URL such as https://schema.org/size, or a name) and `hasVariant`,
 * one `Product` per variant, each meeting the Product snippet rules above with its own `offers`,
 * each offer at its own address. Answers every problem found, a variant's prefixed "hasVariant[i]".
 */
export function productGroupProblems(data: unknown): string[] {
  if (!isObject(data)) return ["not a JSON object"];
  const problems: string[] = [];
  if (data["@context"] !== "https://schema.org" && data["@context"] !== "http://schema.org") {
    problems.push("@context is not schema.org");
  }
  if (data["@type"] !== "ProductGroup") problems.push("@type is not ProductGroup");
  if (typeof data.name !== "string" || data.name.trim() === "") problems.push("name is required");
  if (typeof data.productGroupID !== "string" || data.productGroupID === "")
    problems.push("productGroupID is required");
  const variesBy = Array.isArray(data.variesBy) ? data.variesBy : [data.variesBy];
  if (!variesBy.every((term) => typeof term === "string" && term !== "")) problems.push("variesBy is required");
  const variants = Array.isArray(data.hasVariant) ? data.hasVariant : [];
  if (variants.length === 0) problems.push("hasVariant needs at least one Product");
  const urls = new Set<unknown>();
  variants.forEach((variant: unknown, index) => {
    const own = productSnippetProblems(isObject(variant) ? { "@context": data["@context"], ...variant } : variant);
    if (isObject(variant) && !present(variant.offers)) own.push("offers is required");
    if (isObject(variant) && isObject(variant.offers)) {
      if (urls.has(variant.offers.url)) own.push("offers.url is another variant's");
      urls.add(variant.offers.url);
    }
    problems.push(...own.map((problem) => `hasVariant[${index}]: ${problem}`));
  });
  return problems;
}

/** A tool page's JSON-LD for its tool: a Product, or a ProductGroup for a tool with options. */
export const toolLdProblems = (data: unknown): string[] =>
  isObject(data) && data["@type"] === "ProductGroup" ? productGroupProblems(data) : productSnippetProblems(data);

/** The JSON-LD blocks of an HTML page, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}
