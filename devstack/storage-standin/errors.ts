/**
 * Cloud Storage's JSON API error shape: `{error: {code, message, errors: [{message, domain, reason}]}}`.
 * The client reads `code` (a 404 is `exists() === false`) and shows `message`.
 */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }

  get body() {
    return {
      error: {
        code: this.status,
        message: this.message,
        errors: [{ message: this.message, domain: "global", reason: this.reason }],
      },
    };
  }
}

export const noSuchObject = (bucket: string, name: string) =>
  new StorageError(404, "notFound", `No such object: ${bucket}/${name}`);

export const noSuchBucket = () => new StorageError(404, "notFound", "The specified bucket does not exist.");

export const required = (field: string) => new StorageError(400, "required", `Required: ${field}`);

export const invalid = (message: string) => new StorageError(400, "invalid", message);

export const conditionNotMet = () =>
  new StorageError(412, "conditionNotMet", "At least one of the pre-conditions you specified did not hold.");
