import { errorCodes } from "@hometools/contract/errors";
import { describe, expect, test } from "vitest";
import { ApiError, type ApiErrorCode } from "./api-client";
import { errorMessage } from "./error-message";

/** The codes whose server message is replaced, and by what. */
const ours: Array<[ApiErrorCode, string]> = [
  ["network", "Could not reach the shop. Check your connection and try again."],
  ["unauthenticated", "Your session has ended. Please log in again."],
  ["payload-too-large", "That is too much to send at once. Please shorten it."],
  ["invalid-json", "Something went wrong sending your request. Please try again."],
  ["contention", "Many people are buying this right now. Please try again in a moment."],
  ["internal", "Something went wrong on our side. Please try again in a moment."],
  ["bad-response", "Something went wrong on our side. Please try again in a moment."],
];
const fallback = "Something went wrong. Please try again.";

describe("errorMessage", () => {
  const replaced = new Set(ours.map(([code]) => code));
  const shopperWorded = errorCodes.filter((code) => code !== "bad-request" && !replaced.has(code));

  test.each(shopperWorded)("when the server answers %s with a message, then the shopper reads it as it is", (code) => {
    expect(errorMessage(new ApiError(409, code, "Only 3 left in stock"))).toBe("Only 3 left in stock");
  });

  test.each(ours)("when the code is %s, then our sentence replaces the server's", (code, sentence) => {
    expect(errorMessage(new ApiError(500, code, "Internal details"))).toBe(sentence);
  });

  test("when forbidden or not-found come without a message, then a sentence of ours says so", () => {
    expect(errorMessage(new ApiError(403, "forbidden", ""))).toBe("You are not allowed to do that.");
    expect(errorMessage(new ApiError(404, "not-found", ""))).toBe("We could not find that.");
    expect(errorMessage(new ApiError(409, "out-of-stock", ""))).toBe(fallback);
  });

  test("when the code is unknown or the error is not the API's, then the general sentence shows", () => {
    expect(errorMessage(new ApiError(418, "unknown", "The shop answered 418"))).toBe(fallback);
    expect(errorMessage(new Error("TypeError: x is undefined"))).toBe(fallback);
  });

  test("when a 400 names its fields, then the first field's message is shown", () => {
    const error = new ApiError(400, "bad-request", "Invalid input", { quantity: "inter minimum Amount" });
    expect(errorMessage(error)).toBe("Please check your input: inter minimum Amount");
  });
});
