import type { NewsletterDeps } from "./deps.ts";
import { forwardDueSignups } from "./forward-due-signups.ts";
import { subscribe } from "./subscribe.ts";

export type { ForwardingRules, NewsletterDeps } from "./deps.ts";
export type { ForwardResult } from "./forward-due-signups.ts";

/**
 * The newsletter module (NEWS-01 … NEWS-07): the footer's sign-ups, stored here and forwarded to the
 * mailing-list provider when one is configured (requirements §0: the provider is an adapter).
 */
export function createNewsletterModule(deps: NewsletterDeps) {
  return {
    subscribe: (email: string, source?: string) => subscribe(deps, email, source),
    /** One forwarding sweep (the server runs it in the background: server/background-jobs.ts). */
    forwardDue: () => forwardDueSignups(deps),
    /** Whether a provider is configured: without one the background sweep is not started. */
    forwarding: deps.provider !== null,
  };
}

export type NewsletterModule = ReturnType<typeof createNewsletterModule>;

// The routers the server mounts: thin, one call of this module a route.
export { newsletterRoutes } from "./routes.ts";
