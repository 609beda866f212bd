/** The part of @adobe/structured-data-validator (plain JavaScript, no types) the tests use. */
declare module "@adobe/structured-data-validator" {
  export default class Validator {
    /** schema.org's vocabulary as JSON-LD, or null to apply Google's rules alone (offline). */
    constructor(schemaOrgJson: unknown);
    validate(data: { jsonld: Record<string, unknown[]>; microdata: object; rdfa: object }): Promise<unknown[]>;
  }
}
