import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountMessages } from "../../../lib/accounts/account-messages.ts";
import { mailOutbox } from "../../adapters/mail/schema.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { demoPassword } from "./demo/accounts.ts";
import { PROOF_FAILURES_PER_HOUR, SIGN_IN_ADDRESS_FACTOR } from "./guards.ts";
import { type AccountsHarness, openAccountsHarness } from "./harness.test-support.ts";

/** #10.5: limits that run before every check, per account and per address, shared through the database. */
async function withHarness(
  kind: Parameters<typeof openAccountsHarness>[0],
  options: Parameters<typeof openAccountsHarness>[1],
  run: (h: AccountsHarness) => Promise<void>,
) {
  const h = await openAccountsHarness(kind, { trustProxy: true, ...options });
  try {
    await run(h);
  } finally {
    await h.dispose();
  }
}

const from = (ip: string) => ({ "x-forwarded-for": ip });

describe.each(testDatabaseKinds())("rate limits on %s", (kind) => {
  it("#10.5 registration is limited before it checks an address or a proof", () =>
    withHarness(kind, { signInAttemptsPerMinute: 3 }, async (h) => {
      const register = (body: Record<string, string>) =>
        h.call("/api/user-service/users", {
          headers: from("203.0.113.7"),
          body: { password: "Chosen-pass-2026", fname: "Eve", lname: "Probe", ...body },
        });
      const answers = [
        await register({ customerType: "basic", email: "ben.buyer@brightline.example" }),
        await register({
          customerType: "distributor",
          email: "x1@example.com",
          accountNumber: "A-10001",
          billingZip: "11111",
        }),
        await register({ customerType: "basic", email: "dana.admin@brightline.example" }),
        // Over the limit: neither the existing address nor the wrong ZIP is reported any more.
        await register({ customerType: "basic", email: "ben.buyer@brightline.example" }),
        await register({
          customerType: "distributor",
          email: "x2@example.com",
          accountNumber: "A-10001",
          billingZip: "22222",
        }),
      ];
      // An address with an account answers as a new one (201), a wrong ZIP 400, then the limit.
      expect(answers.map((r) => r.status)).toEqual([201, 400, 201, 429, 429]);
      const limited = answers[3] as Response;
      expect(await limited.json()).toEqual({ error: expect.any(String), code: "RATE_LIMITED" });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      // Another address is not affected.
      const other = await h.call("/api/user-service/users", {
        headers: from("198.51.100.9"),
        body: {
          customerType: "basic",
          email: "ben.buyer@brightline.example",
          password: "Chosen-pass-2026",
          fname: "A",
          lname: "B",
        },
      });
      expect(other.status).toBe(201);
    }));

  it("#10.5 wrong billing ZIPs are limited per account number, from any address; its admins are told", () =>
    withHarness(kind, {}, async (h) => {
      const attempt = (i: number, billingZip: string, accountNumber = "a-10002") =>
        h.call("/api/user-service/users", {
          headers: from(`192.0.2.${i}`),
          body: {
            customerType: "distributor",
            email: `guess.${i}@example.com`,
            password: "Chosen-pass-2026",
            fname: "Guess",
            lname: String(i),
            accountNumber,
            billingZip,
          },
        });
      for (let i = 1; i <= PROOF_FAILURES_PER_HOUR; i++) {
        const wrong = await attempt(i, String(10000 + i));
        expect(wrong.status).toBe(400);
        expect(await wrong.json()).toEqual({
          error: accountMessages.distributorVerificationFailed,
          code: "VALIDATION",
        });
      }
      // Now even the right ZIP is refused for an hour, and the upgrade path shares the same count.
      expect((await attempt(99, "60601")).status).toBe(429);
      const { cookie } = await h.signIn("bob.basic@example.com", demoPassword);
      const connect = await h.call("/api/user-service/users/connect", {
        cookie,
        body: { kind: "distributor", accountNumber: "A-10002", billingZip: "60601" },
      });
      expect(connect.status).toBe(429);
      // Olivia administers A-10002: she got one notice.
      const notices = await h.db
        .select()
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.to, "olivia.owner@northgate.example"), eq(mailOutbox.purpose, "security-notice")),
        );
      expect(notices).toHaveLength(1);
      expect(notices[0]?.text).toContain("A-10002");
      // Another account's proofs are unaffected.
      expect((await attempt(100, "43215", "A-10001")).status).toBe(201);
    }));

  it("#10.5 sign-in is limited per account, and per address only at a higher ceiling", () =>
    withHarness(kind, { signInAttemptsPerMinute: 3 }, async (h) => {
      const signIn = (email: string, password: string, ip = "203.0.113.50") =>
        h.call("/api/user-service/sign-in", { headers: from(ip), body: { email, password } });
      // One person's wrong passwords lock that account for the minute …
      const own = [];
      for (let i = 0; i < 4; i++)
        own.push((await signIn("ben.buyer@brightline.example", "Wrong-pass-1")).status);
      expect(own).toEqual([401, 401, 401, 429]);
      // … from any address,
      expect((await signIn("ben.buyer@brightline.example", demoPassword, "198.51.100.1")).status).toBe(429);
      // … but colleagues behind the same address still sign in.
      for (const email of [
        "dana.admin@brightline.example",
        "nora.viewer@brightline.example",
        "max.multi@northgate.example",
      ]) {
        const status = (await signIn(email, demoPassword)).status;
        expect([200, 401], email).toContain(status);
      }
      // The address as a whole is limited at its ceiling.
      const ceiling = 3 * SIGN_IN_ADDRESS_FACTOR;
      const statuses: number[] = [];
      for (let i = 0; i < ceiling; i++)
        statuses.push((await signIn(`nobody.${i}@example.com`, "Wrong-pass-2")).status);
      expect(statuses).toContain(429);
      expect(statuses.filter((s) => s === 401).length).toBeLessThan(ceiling);
    }));
});
