/**
 * A per-client token bucket in this process's memory, for the public catalogue calls (#10.5): a burst
 * of `burst` requests, refilled at `perMinute`. Generous for people (a typeahead sends a request per
 * keystroke), it stops one client from running the search at full speed. Each replica counts on its
 * own; the limits that guard identity live in the database (service.ts) instead.
 */
export function createTokenBuckets(options: { perMinute: number; burst: number; maxClients?: number }) {
  const { perMinute, burst } = options;
  const maxClients = options.maxClients ?? 50_000;
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; updated: number }>();

  /** Forgets clients whose bucket has refilled: they are back where a new client starts. */
  function prune(now: number) {
    for (const [key, bucket] of buckets) {
      if (bucket.tokens + (now - bucket.updated) * perMs >= burst) buckets.delete(key);
    }
  }

  /** Takes a token for `client`; answers whether it had one, and otherwise when it will. */
  return function take(client: string): { allowed: boolean; retryAfterSeconds: number } {
    const now = Date.now();
    if (buckets.size >= maxClients) prune(now);
    const bucket = buckets.get(client) ?? { tokens: burst, updated: now };
    bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.updated) * perMs);
    bucket.updated = now;
    buckets.set(client, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
  };
}
