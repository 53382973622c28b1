import type { Logger } from "../../logger.ts";
import type { RateLimiter, RateRule } from "../ratelimit/index.ts";

/** What the client error log works with; index.ts binds its use case to one set. */
export type ClientLogDeps = {
  limiter: RateLimiter;
  logger: Logger;
  /** Reports one client (address) may send per window. */
  rule?: RateRule;
};

/** 30 reports a minute per client address: a page in trouble reports each failure, not a flood. */
export const DEFAULT_CLIENT_LOG_RULE: RateRule = { max: 30, windowSeconds: 60 };

export const TOO_MANY_REPORTS = "Too many error reports. Please wait a minute.";
