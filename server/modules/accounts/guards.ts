import { and, eq, sql } from "drizzle-orm";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import { type RateLimiter, type RateRule, rateLimited } from "../ratelimit/index.ts";
import { existingAddressMail, proofAttemptsMail } from "./mail-templates.ts";
import { authUsers, memberships } from "./schema.ts";

/** A sign-in address may see this many times the attempts of one account before it is limited. */
export const SIGN_IN_ADDRESS_FACTOR = 5;
/** Wrong billing ZIPs for one account number per hour before its proofs are refused (and admins told). */
export const PROOF_FAILURES_PER_HOUR = 5;

export type GuardSettings = {
  /** AUTH_SIGN_IN_ATTEMPTS_PER_MINUTE: per account; per client address it is five times as many. */
  signInAttemptsPerMinute: number;
  baseURL: string;
  brandName: string;
};

type Client = { ip: string };

/**
 * The rate limits in front of identity and proofs (#10.5). Each runs before anything is looked up, so
 * a limited caller learns nothing: not whether an address is registered, not whether a ZIP was right.
 */
export function createAccountGuards(db: Db, limiter: RateLimiter, mailer: Mailer, settings: GuardSettings) {
  const perMinute = (max: number): RateRule => ({ max, windowSeconds: 60 });
  const attempts = perMinute(settings.signInAttemptsPerMinute);
  const addressCeiling = perMinute(settings.signInAttemptsPerMinute * SIGN_IN_ADDRESS_FACTOR);
  const proofRule: RateRule = { max: PROOF_FAILURES_PER_HOUR, windowSeconds: 3600 };
  const proofKey = (accountNumber: string) => `proof:${accountNumber.trim().toUpperCase()}`;

  /** The account's admins are told once, when its proofs become refused. */
  async function tellAdmins(accountId: string) {
    const admins = await db
      .select({ email: authUsers.email, name: authUsers.name })
      .from(memberships)
      .innerJoin(authUsers, eq(authUsers.id, memberships.userId))
      .where(
        and(
          sql`upper(${memberships.accountId}) = ${accountId}`,
          eq(memberships.role, "admin"),
          eq(memberships.status, "active"),
        ),
      );
    const usersUrl = `${settings.baseURL}/user?tab=users`;
    for (const admin of admins) {
      await mailer.send({
        ...proofAttemptsMail(admin.name, accountId, usersUrl, settings.brandName),
        to: admin.email,
        purpose: "security-notice",
      });
    }
  }

  return {
    /** Per account (the address signed in to) and, with a higher ceiling, per client address. */
    async beforeSignIn(client: Client, email: string) {
      await limiter.enforce(`sign-in:email:${email.trim().toLowerCase()}`, attempts);
      await limiter.enforce(`sign-in:ip:${client.ip}`, addressCeiling);
    },

    /** A registration counts against the client address before any of its checks run. */
    async beforeRegistration(client: Client) {
      await limiter.enforce(`register:ip:${client.ip}`, attempts);
    },

    /** A connection request of a signed-in user counts against the user and the client address. */
    async beforeConnect(client: Client, userId: string) {
      await limiter.enforce(`connect:user:${userId}`, attempts);
      await limiter.enforce(`connect:ip:${client.ip}`, addressCeiling);
    },

    /** Refuses any proof for an account number that has seen too many wrong ZIPs this hour. */
    async beforeProof(accountNumber: string) {
      const count = await limiter.peek(proofKey(accountNumber), proofRule);
      if (count.hits >= PROOF_FAILURES_PER_HOUR) {
        throw rateLimited(
          "Too many attempts to connect to this account. Please try again in an hour or ask the account's administrator.",
          count.retryAfterSeconds,
        );
      }
    },

    /**
     * Someone registered with an address that has an account: the registration answers as for a new
     * address (so it tells nobody the address exists) and the owner is told instead (#10.5).
     */
    async existingAddressRegistered(owner: { email: string; name: string }) {
      await mailer.send({
        ...existingAddressMail(owner.name, `${settings.baseURL}/login`, settings.brandName),
        to: owner.email,
        purpose: "existing-address",
      });
    },

    /** Counts a wrong ZIP for an existing account; the admins hear of it when the limit is reached. */
    async proofFailed(accountId: string) {
      const count = await limiter.hit(proofKey(accountId), proofRule);
      if (count.hits === PROOF_FAILURES_PER_HOUR) await tellAdmins(accountId.trim().toUpperCase());
    },
  };
}

export type AccountGuards = ReturnType<typeof createAccountGuards>;
