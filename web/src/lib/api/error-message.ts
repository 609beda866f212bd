// The zod-free entry: the schemas (and zod) stay out of the home page's bundle.
import { errorCodes, type ErrorCode } from "@hometools/contract/errors";
import toast from "react-hot-toast";
import { ApiError, type ApiErrorCode } from "./api-client";

/**
 * Codes whose server message is not for the shopper (or that have none): ours replaces it. The
 * message of every other contract code is written for the shopper ("Only 3 left in stock") and is
 * shown as it is, so a new code needs no change here.
 */
const ourWords: Partial<Record<ApiErrorCode, string>> = {
  network: "Could not reach the shop. Check your connection and try again.",
  unauthenticated: "Your session has ended. Please log in again.",
  "payload-too-large": "That is too much to send at once. Please shorten it.",
  "invalid-json": "Something went wrong sending your request. Please try again.",
  contention: "Many people are buying this right now. Please try again in a moment.",
  internal: "Something went wrong on our side. Please try again in a moment.",
  "bad-response": "Something went wrong on our side. Please try again in a moment.",
};

/** When the server's message is empty. */
const whenSilent: Partial<Record<ApiErrorCode, string>> = {
  forbidden: "You are not allowed to do that.",
  "not-found": "We could not find that.",
};

const fallback = "Something went wrong. Please try again.";

const contractCodes: ReadonlySet<string> = new Set<ErrorCode>(errorCodes);

/** Turns any error into a sentence for the user; the one place that maps the contract's codes. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === "bad-request") {
    const first = error.fields ? Object.values(error.fields)[0] : undefined;
    return first ? `Please check your input: ${first}` : error.message || fallback;
  }
  const ours = ourWords[error.code];
  if (ours) return ours;
  if (contractCodes.has(error.code) && error.message) return error.message;
  return whenSilent[error.code] ?? fallback;
}

/** The one place that toasts a failure: the sentence for `error`, or `sentence` when given. */
export function notifyError(error: unknown, sentence = errorMessage(error)): string {
  // The request id goes to the console, not the toast: support asks for it, shoppers need not see it.
  if (error instanceof ApiError && error.requestId)
    console.warn(`[hometools] ${sentence} (request id ${error.requestId})`);
  // One toast per sentence: the same failure again (a double click) does not stack a second one.
  toast.error(sentence, { id: sentence });
  return sentence;
}
