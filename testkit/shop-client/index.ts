/**
 * The shop as a second client sees it, over HTTP against the local stack: accounts, calls and the
 * shop's moves. The API tests, the browser tests and the scripts (check-persist, load) all use it;
 * see README.md beside this file.
 */
export * from "./accounts";
export * from "./http";
export * from "./mail";
export * from "./shop";
export { urls } from "../../ports/ports";
export * from "./firestore-requests";
