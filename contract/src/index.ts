export * from "./auth";
export * from "./errors";
export * from "./fields";
export * from "./orders";
export * from "./payments";
export * from "./products";
export * from "./reviews";
export * from "./users";
