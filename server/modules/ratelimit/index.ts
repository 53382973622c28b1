/**
 * Rate limits (SEC-06, issue 15): counters in the database, shared by every process, for sign-in
 * attempts, chat questions, form posts and client log reports; and an in-process token bucket for the
 * public catalogue calls, where a database write a request would cost more than it protects.
 */
export {
  createRateLimiter,
  type RateCount,
  type RateLimiter,
  type RateRule,
  rateLimited,
  TOO_MANY_ATTEMPTS,
} from "./service.ts";
export { createTokenBuckets } from "./token-bucket.ts";
