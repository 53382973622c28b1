import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailRetryJob } from "../../background-jobs.ts";
import { startJobs } from "../../jobs.ts";
import { createLogger } from "../../logger.ts";
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { secondConnection } from "../../testing/second-connection.ts";
import { createMailer, MAIL_RETRY_LEASE_MINUTES } from "./mailer.ts";
import { mailOutbox } from "./schema.ts";

/** A real SMTP server on a free local port that keeps what it receives. */
async function startSmtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger(
    "info",
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  return { logger, lines };
}

const message = {
  to: "pat@example.com",
  subject: "Verify your email address",
  text: "Follow https://shop.example/verify?token=abc",
  html: "<p>Follow</p>",
  purpose: "verify-email" as const,
  link: "https://shop.example/verify?token=abc",
};

describe("mail adapter", () => {
  let harness: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    harness = await openTestDatabase("pglite");
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await harness?.dispose();
  });

  it("without SMTP stores the mail in the outbox and, in development, prints its link in the log", async () => {
    const { logger, lines } = capturingLogger();
    const settings = { from: "Shop <shop@example.com>", logLinks: true };
    const mailer = createMailer(harness.database.db, settings, logger);
    const stored = await mailer.send(message);
    if (!stored) throw new Error("the mail was held");
    expect(stored.status).toBe("stored");
    expect((await mailer.outbox({ to: "PAT@example.com" }))[0]?.id).toBe(stored.id);
    expect((await mailer.byId(stored.id))?.subject).toBe(message.subject);
    expect(lines.join("")).toContain(message.link);
  });

  it("#10.1 without SMTP in production the link stays out of the log", async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer(
      harness.database.db,
      { from: "Shop <shop@example.com>", logLinks: false },
      logger,
    );
    expect((await mailer.send(message))?.status).toBe("stored");
    expect(lines.join("")).toContain("mail stored in the outbox");
    expect(lines.join("")).not.toContain(message.link);
  });

  it("with SMTP delivers through the server, records it as sent and keeps the link out of the log", async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer(
      harness.database.db,
      { from: "Shop <shop@example.com>", smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
      logger,
    );
    const sent = await mailer.send({ ...message, to: "lee@example.com" });
    if (!sent) throw new Error("the mail was held");
    expect(sent.status).toBe("sent");
    const delivered = smtp.received.find((m) => m.to.includes("lee@example.com"));
    expect(delivered?.from).toBe("shop@example.com");
    expect(delivered?.data).toContain("Subject: Verify your email address");
    expect(lines.join("")).not.toContain("token=abc");
  });

  it("records a delivery failure without losing the mail", async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer(
      harness.database.db,
      // Nothing listens on port 1: the connection is refused at once.
      { from: "Shop <shop@example.com>", smtpUrl: "smtp://127.0.0.1:1" },
      logger,
    );
    const failed = await mailer.send({ ...message, to: "kim@example.com" });
    if (!failed) throw new Error("the mail was held");
    expect(failed.status).toBe("failed");
    expect(failed.error).toBeTruthy();
    expect(lines.join("")).toContain("mail delivery failed");
    expect(lines.join("")).not.toContain("token=abc");
  });

  it("a mail whose delivery failed is sent again from the outbox once SMTP answers, and only once", async () => {
    const { logger } = capturingLogger();
    const down = createMailer(
      harness.database.db,
      { from: "Shop <shop@example.com>", smtpUrl: "smtp://127.0.0.1:1" },
      logger,
    );
    const failed = await down.send({ ...message, to: "retry@example.com", subject: "Kept for a retry" });
    expect(failed?.status).toBe("failed");
    // Still down: it fails again and stays in the outbox for the next round.
    expect(await down.retryFailed()).toMatchObject({ sent: 0 });
    expect((await down.byId(failed?.id ?? ""))?.status).toBe("failed");

    const up = createMailer(
      harness.database.db,
      { from: "Shop <shop@example.com>", smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
      logger,
    );
    expect((await up.retryFailed()).sent).toBeGreaterThanOrEqual(1);
    const retried = await up.byId(failed?.id ?? "");
    expect(retried).toMatchObject({ status: "sent", error: null });
    const delivered = smtp.received.filter((m) => m.to.includes("retry@example.com"));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.data).toContain("Subject: Kept for a retry");
    // A second round finds nothing left to send.
    await up.retryFailed();
    expect(smtp.received.filter((m) => m.to.includes("retry@example.com"))).toHaveLength(1);
  });

  it("#15 a mail left `retrying` by a process that died mid-send is sent once its claim has lapsed, not before", async () => {
    const { logger } = capturingLogger();
    const up = createMailer(
      harness.database.db,
      { from: "Shop <shop@example.com>", smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
      logger,
    );
    const to = "orphaned@example.com";
    const [fresh, lapsed] = await harness.database.db
      .insert(mailOutbox)
      .values(
        ["claimed a minute ago", "claimed 20 minutes ago"].map((subject) => ({
          to,
          subject,
          text: subject,
          html: `<p>${subject}</p>`,
          purpose: "contact-receipt",
          status: "retrying" as const,
        })),
      )
      .returning();
    if (!fresh || !lapsed) throw new Error("the outbox rows were not stored");
    // The claims a crashed process left behind: one still within the lease, one past it.
    await harness.database.db
      .update(mailOutbox)
      .set({ claimedAt: sql`now() - interval '1 minute'` })
      .where(eq(mailOutbox.id, fresh.id));
    await harness.database.db
      .update(mailOutbox)
      .set({ claimedAt: sql`now() - make_interval(mins => ${MAIL_RETRY_LEASE_MINUTES + 5})` })
      .where(eq(mailOutbox.id, lapsed.id));

    await up.retryFailed();
    expect((await up.byId(lapsed.id))?.status).toBe("sent");
    expect((await up.byId(fresh.id))?.status).toBe("retrying");
    const delivered = smtp.received.filter((m) => m.to.includes(to));
    expect(delivered.map((m) => m.data.match(/Subject: (.*)/)?.[1]?.trim())).toEqual([
      "claimed 20 minutes ago",
    ]);
  });

  it("#11.3 mail sent inside a hold goes out only on release, and not at all when the work fails", async () => {
    const mailer = createMailer(
      harness.database.db,
      { from: "Shop <shop@example.com>" },
      capturingLogger().logger,
    );
    const to = "held@example.com";
    await expect(
      mailer.hold(async () => {
        await mailer.send({ ...message, to });
        throw new Error("the transaction failed");
      }),
    ).rejects.toThrow("the transaction failed");
    expect(await mailer.outbox({ to })).toHaveLength(0);

    const held = await mailer.hold(async () => {
      expect(await mailer.send({ ...message, to })).toBeNull();
      return "committed";
    });
    expect(held.value).toBe("committed");
    expect(await mailer.outbox({ to })).toHaveLength(0);
    await held.release();
    expect(await mailer.outbox({ to })).toHaveLength(1);
  });
});

describe.each(testDatabaseKinds())("the mail retry job on %s", (kind) => {
  let harness: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    harness = await openTestDatabase(kind);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await harness?.dispose();
  });

  it("#31.5 #15 started by two server processes, it sends a failed mail again once", async () => {
    const { logger } = capturingLogger();
    const settings = { from: "Shop <shop@example.com>" };
    const down = createMailer(harness.database.db, { ...settings, smtpUrl: "smtp://127.0.0.1:1" }, logger);
    const to = "twice@example.com";
    const failed = await down.send({ ...message, to, subject: "Sent again once" });
    expect(failed?.status).toBe("failed");

    const other = await secondConnection(harness.database);
    let rounds = 0;
    const both = [harness.database, other.database].map((database) => {
      const mailer = createMailer(
        database.db,
        { ...settings, smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
        logger,
      );
      const counted = {
        retryFailed: () => {
          rounds += 1;
          return mailer.retryFailed();
        },
      };
      return startJobs(database, [mailRetryJob(counted)], { logger, pollingSeconds: 0.5 });
    });
    try {
      await Promise.all(both.flatMap((jobs) => Array.from({ length: 10 }, () => jobs.ask("mail-retry"))));
      const delivered = () => smtp.received.filter((m) => m.to.includes(to)).length;
      await expect.poll(delivered, { timeout: 10_000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(delivered()).toBe(1);
      expect((await down.byId(failed?.id ?? ""))?.status).toBe("sent");
      // One round in all: the period's run, taken by one of the two processes.
      expect(rounds).toBe(1);
    } finally {
      await Promise.all(both.map((jobs) => jobs.stop()));
      await other.close();
    }
  });
});
