/**
 * The stand-in's keys, in a module of their own: the tests and the shop client that only need a key
 * do not load the whole stand-in (its routes, objects and tax table) to get it.
 */
export const STANDIN_SECRET_KEY = "sk_test_hometools_local";
export const STANDIN_PUBLISHABLE_KEY = "pk_test_hometools_local";
export const STANDIN_WEBHOOK_SECRET = "whsec_hometools_local";
