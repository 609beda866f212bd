/**
 * The write budgets a stack for tests starts with (docs/decisions/030-rate-limits.md): the API
 * tests, the browser tests and the load test send far more writes from 127.0.0.1 in a minute than
 * a shop's visitor would, so their stacks raise both budgets unless the environment sets them. The
 * limit itself is proved with a low budget of its own (functions/test/api/accounts/rate-limit.test.ts).
 */
export function raiseRateLimitsForTests(env: NodeJS.ProcessEnv = process.env): void {
  env.RATE_LIMIT_WRITES_PER_MINUTE ??= "100000";
  env.RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE ??= "1000000";
}
