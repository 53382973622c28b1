import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMailingListProvider } from "../../adapters/mailing-list/provider.ts";
import { newsletterForwardJob } from "../../background-jobs.ts";
import type { Db } from "../../db/client.ts";
import { startJobs } from "../../jobs.ts";
import { createLogger } from "../../logger.ts";
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { secondConnection } from "../../testing/second-connection.ts";
import { createNewsletterModule, type NewsletterModule } from "./index.ts";
import { newsletterSubscriptions as signups } from "./schema.ts";

type Received = { method: string; contentType: string; body: string };

/**
 * A stand-in mailing-list provider on 127.0.0.1: a real HTTP server that answers each POST with the
 * next status of `statuses` (the last one repeats) and records what it received.
 */
async function startProvider(statuses: number[], delayMs = 0) {
  const received: Received[] = [];
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    let body = "";
    for await (const chunk of request) body += String(chunk);
    received.push({
      method: request.method ?? "",
      contentType: request.headers["content-type"] ?? "",
      body,
    });
    const status = statuses[Math.min(received.length, statuses.length) - 1] ?? 200;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    response.writeHead(status, { "content-type": "text/html" }).end("<p>ok</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/subscribe/post?u=demo&id=list1`,
    received,
    emails: () => received.map((r) => new URLSearchParams(r.body).get("EMAIL")),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds())("newsletter forwarding on %s", (kind) => {
  let handle: TestDatabase;
  let db: Db;
  let provider: Awaited<ReturnType<typeof startProvider>> | undefined;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.database.db;
  });
  afterAll(async () => handle?.dispose());
  beforeEach(async () => {
    await db.delete(signups);
  });
  afterEach(async () => {
    await provider?.close();
    provider = undefined;
  });

  const moduleFor = (url: string | undefined, maxAttempts = 10): NewsletterModule =>
    createNewsletterModule({
      db,
      provider: createMailingListProvider({ url, timeoutMs: 5000 }),
      forwarding: { maxAttempts },
    });
  const rowOf = async (email: string) => {
    const [row] = await db.select().from(signups).where(eq(signups.email, email));
    if (!row) throw new Error(`no sign-up of ${email}`);
    return row;
  };
  /** The back-off has passed: the row is due now. */
  const makeDue = (email: string) =>
    db
      .update(signups)
      .set({ nextForwardAt: sql`now() - interval '1 second'` })
      .where(eq(signups.email, email));

  it("NEWS-04 NEWS-07 a sign-up the provider refuses once is retried after the back-off and ends forwarded once", async () => {
    provider = await startProvider([503, 200]);
    const newsletter = moduleFor(provider.url);
    await newsletter.subscribe(" Buyer@Example.com ");

    const first = await newsletter.forwardDue();
    expect(first).toEqual({ claimed: 1, forwarded: 0, retrying: 1, failed: 0 });
    const afterFailure = await rowOf("buyer@example.com");
    expect(afterFailure).toMatchObject({
      forwardStatus: "pending",
      forwardAttempts: 1,
      forwardError: "mailing-list provider answered HTTP 503",
      forwardedAt: null,
    });
    // One back-off step (60 s) ahead: a sweep right now sends nothing.
    expect(afterFailure.nextForwardAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await newsletter.forwardDue()).toMatchObject({ claimed: 0 });
    expect(provider.received).toHaveLength(1);

    await makeDue("buyer@example.com");
    expect(await newsletter.forwardDue()).toEqual({ claimed: 1, forwarded: 1, retrying: 0, failed: 0 });
    expect(await rowOf("buyer@example.com")).toMatchObject({
      forwardStatus: "forwarded",
      forwardAttempts: 2,
      forwardError: null,
    });
    // The form field EMAIL, posted as a form, twice in all (the refused attempt and the good one).
    expect(provider.received.map((r) => [r.method, r.contentType])).toEqual([
      ["POST", "application/x-www-form-urlencoded"],
      ["POST", "application/x-www-form-urlencoded"],
    ]);
    expect(provider.emails()).toEqual(["buyer@example.com", "buyer@example.com"]);

    // Forwarded is final: later sweeps, even once it would be due, send nothing more.
    await makeDue("buyer@example.com");
    expect(await newsletter.forwardDue()).toMatchObject({ claimed: 0 });
    expect(provider.received).toHaveLength(2);
  });

  it("NEWS-04 without a provider the sign-up is kept and nothing is sent; a provider configured later gets it", async () => {
    provider = await startProvider([200]);
    const unconfigured = moduleFor(undefined);
    expect(unconfigured.forwarding).toBe(false);
    await unconfigured.subscribe("kept@example.com");
    expect(await unconfigured.forwardDue()).toEqual({ claimed: 0, forwarded: 0, retrying: 0, failed: 0 });
    expect(await rowOf("kept@example.com")).toMatchObject({ forwardStatus: "pending", forwardAttempts: 0 });
    expect(provider.received).toHaveLength(0);

    const configured = moduleFor(provider.url);
    expect(configured.forwarding).toBe(true);
    expect(await configured.forwardDue()).toMatchObject({ claimed: 1, forwarded: 1 });
    expect(provider.emails()).toEqual(["kept@example.com"]);
  });

  it("NEWS-04 after the last attempt a sign-up is failed and no longer tried", async () => {
    provider = await startProvider([500]);
    const newsletter = moduleFor(provider.url, 2);
    await newsletter.subscribe("bounced@example.com");
    expect(await newsletter.forwardDue()).toMatchObject({ retrying: 1, failed: 0 });
    await makeDue("bounced@example.com");
    expect(await newsletter.forwardDue()).toMatchObject({ retrying: 0, failed: 1 });
    expect(await rowOf("bounced@example.com")).toMatchObject({ forwardStatus: "failed", forwardAttempts: 2 });
    await makeDue("bounced@example.com");
    expect(await newsletter.forwardDue()).toMatchObject({ claimed: 0 });
    expect(provider.received).toHaveLength(2);
  });

  it("NEWS-04 a provider that cannot be reached is a failure retried later, not a crash", async () => {
    provider = await startProvider([200]);
    const deadUrl = provider.url;
    await provider.close();
    provider = undefined;
    const newsletter = moduleFor(deadUrl);
    await newsletter.subscribe("offline@example.com");
    expect(await newsletter.forwardDue()).toMatchObject({ claimed: 1, retrying: 1 });
    expect(await rowOf("offline@example.com")).toMatchObject({
      forwardStatus: "pending",
      forwardError: "mailing-list provider: network error",
    });
  });

  // Another process holding a sign-up (its claim not yet committed) is simulated with a transaction
  // that keeps the row locked; PGlite has one connection, so this needs a PostgreSQL server.
  it.runIf(kind === "postgres")(
    "NEWS-04 a sweep skips the sign-ups another process holds instead of waiting or sending them twice",
    async () => {
      provider = await startProvider([200]);
      const emails = ["held@example.com", "free1@example.com", "free2@example.com"];
      const newsletter = moduleFor(provider.url);
      for (const email of emails) await newsletter.subscribe(email);
      let releaseLock = () => {};
      const held = new Promise<void>((resolve) => {
        releaseLock = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const otherProcess = db.transaction(async (tx) => {
        await tx.select().from(signups).where(eq(signups.email, "held@example.com")).for("update");
        locked();
        await held;
      });
      await isLocked;
      const sweep = newsletter.forwardDue();
      const outcome = await Promise.race([
        sweep,
        new Promise<"blocked">((resolve) => setTimeout(() => resolve("blocked"), 3000)),
      ]);
      releaseLock();
      await otherProcess;
      await sweep;
      expect(outcome).toEqual({ claimed: 2, forwarded: 2, retrying: 0, failed: 0 });
      expect(provider.emails().sort()).toEqual(["free1@example.com", "free2@example.com"]);
      expect(await rowOf("held@example.com")).toMatchObject({ forwardStatus: "pending", forwardAttempts: 0 });
      // Released, it is forwarded by the next sweep, once.
      expect(await newsletter.forwardDue()).toMatchObject({ claimed: 1, forwarded: 1 });
      expect(provider.emails().filter((e) => e === "held@example.com")).toHaveLength(1);
    },
  );

  it("#31.5 NEWS-04 the forwarding job started by two server processes forwards each sign-up once", async () => {
    provider = await startProvider([200]);
    const newsletter = moduleFor(provider.url);
    const emails = ["one@example.com", "two@example.com", "three@example.com"];
    for (const email of emails) await newsletter.subscribe(email);
    const other = await secondConnection(handle.database);
    const silent = createLogger("silent");
    let sweeps = 0;
    const counted = {
      forwardDue: () => {
        sweeps += 1;
        return newsletter.forwardDue();
      },
    };
    const both = [handle.database, other.database].map((database) =>
      startJobs(database, [newsletterForwardJob(counted, 60_000, silent)], {
        logger: silent,
        pollingSeconds: 0.5,
      }),
    );
    try {
      await Promise.all(
        both.flatMap((jobs) => Array.from({ length: 10 }, () => jobs.ask("newsletter-forward"))),
      );
      await expect.poll(() => provider?.received.length, { timeout: 10_000 }).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(provider.emails().sort()).toEqual([...emails].sort());
      // One sweep in all: the period's run, taken by one of the two processes.
      expect(sweeps).toBe(1);
      for (const email of emails) expect(await rowOf(email)).toMatchObject({ forwardStatus: "forwarded" });
    } finally {
      await Promise.all(both.map((jobs) => jobs.stop()));
      await other.close();
    }
  });
});
