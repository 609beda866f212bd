import { AsyncLocalStorage } from "node:async_hooks";
import { logger } from "firebase-functions/logger";

/** Carries the request id through every await of a request, so each log line names its request. */
const context = new AsyncLocalStorage<{ requestId: string }>();

export function withRequestId<T>(requestId: string, run: () => T): T {
  return context.run({ requestId }, run);
}

export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

type Fields = Record<string, unknown>;
const withId = (fields?: Fields) => ({ requestId: currentRequestId(), ...fields });

export const log = {
  info: (message: string, fields?: Fields) => logger.info(message, withId(fields)),
  warn: (message: string, fields?: Fields) => logger.warn(message, withId(fields)),
  error: (message: string, fields?: Fields) => logger.error(message, withId(fields)),
};
