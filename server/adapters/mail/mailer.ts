import { AsyncLocalStorage } from "node:async_hooks";
import { and, asc, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { mailOutbox } from "./schema.ts";

/**
 * How long a claim to resend a mail holds. Nodemailer gives up on an idle SMTP socket after 10
 * minutes, so a claim older than 15 belongs to a process that is gone.
 */
export const MAIL_RETRY_LEASE_MINUTES = 15;

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  purpose:
    | "verify-email"
    | "reset-password"
    | "invitation"
    | "security-notice"
    | "existing-address"
    /** Issue 33: a distributor registration verified or refused by customer service. */
    | "account-review"
    /** An approved invoice or portal payment's receipt (issue 13). */
    | "payment-receipt"
    | "order-confirmation"
    | "order-status"
    /** #32.2: a member's cart submitted for approval (to its approvers), and the decision (to the member). */
    | "approval-request"
    | "approval-decision"
    /** A lighting layout request received (design team and requester), and each change of its status. */
    | "layout-request"
    | "layout-status"
    /** A warranty claim received, and each change of its status. */
    | "warranty-claim"
    | "warranty-status"
    /** A form of the marketing site (contact, support, credit application, brand store): team and sender. */
    | "form-submission"
    | "form-receipt"
    /** Issue 32: each step of a negotiated quote, to the other side (buyer, or rep and staff). */
    | "quote-negotiation";
  /** The link the mail is about; printed in the log when mail is not delivered (outbox mode). */
  link?: string;
};

export type MailSettings = {
  /** `smtp://user:pass@host:587` or `smtps://…`; without it mail stays in the outbox table. */
  smtpUrl?: string;
  from: string;
  /** Print the link of a mail kept in the outbox in the log (development; never with SMTP). */
  logLinks?: boolean;
};

export type StoredMail = typeof mailOutbox.$inferSelect;

/** What delivering a mail takes: the outbox, the settings, the SMTP transport when there is one. */
type MailDelivery = { db: Db; settings: MailSettings; logger: Logger; transport: Transporter | undefined };

/**
 * The mail adapter (architecture rule 9): SMTP when configured, otherwise the stored outbox that a
 * developer reads (`npm run outbox`, or /dev/outbox when enabled). Every mail is recorded either way.
 */
export function createMailer(db: Db, settings: MailSettings, logger: Logger) {
  const transport: Transporter | undefined = settings.smtpUrl
    ? nodemailer.createTransport(settings.smtpUrl)
    : undefined;
  const delivery: MailDelivery = { db, settings, logger, transport };
  /** Mail written while a `hold` is open: sent when its work has committed, dropped if it failed. */
  const heldMail = new AsyncLocalStorage<MailMessage[]>();

  return {
    delivers: transport !== undefined,

    /**
     * Sends (SMTP) or stores (outbox) a mail and records it; answers the record, or null when the
     * mail is held by a `hold` around the caller and goes out only once that work has succeeded.
     */
    async send(message: MailMessage): Promise<StoredMail | null> {
      const held = heldMail.getStore();
      if (held) {
        held.push(message);
        return null;
      }
      return deliver(delivery, message);
    },

    /**
     * Runs `work` holding back every mail it sends (also those sent by libraries it calls, such as
     * the identity service's verification mail). Nothing is sent if `work` throws; otherwise the
     * answer's `release` sends them: call it after the work's transaction has committed, so nobody
     * is mailed about something that did not happen.
     */
    async hold<T>(work: () => Promise<T>): Promise<{ value: T; release(): Promise<void> }> {
      const held: MailMessage[] = [];
      const value = await heldMail.run(held, work);
      return {
        value,
        release: async () => {
          for (const message of held.splice(0)) await deliver(delivery, message);
        },
      };
    },

    outbox: (options: { to?: string; limit?: number } = {}) => newestMail(db, options),

    /**
     * Sends again the mails whose delivery failed (SMTP down, refused) in the last `withinHours`, oldest
     * first, each claimed once (retryFailedMail). Nothing to do without SMTP. Answers how many went out
     * and how many failed again.
     */
    retryFailed: (options: RetryOptions = {}) =>
      transport
        ? retryFailedMail(db, transport, settings.from, logger, options)
        : Promise.resolve({ sent: 0, failed: 0 }),

    byId: (id: string) => mailById(db, id),
  };
}

export type Mailer = ReturnType<typeof createMailer>;

/** One mail over SMTP, from the configured sender. */
async function sendOverSmtp(
  transport: Transporter,
  from: string,
  mail: Pick<MailMessage, "to" | "subject" | "text" | "html">,
): Promise<void> {
  await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
}

/** Sends `message` when SMTP is configured, then records it in the outbox (sent, failed or stored). */
async function deliver(
  { db, settings, logger, transport }: MailDelivery,
  message: MailMessage,
): Promise<StoredMail> {
  let status: StoredMail["status"] = "stored";
  let error: string | null = null;
  if (transport) {
    try {
      await sendOverSmtp(transport, settings.from, message);
      status = "sent";
    } catch (cause) {
      status = "failed";
      error = cause instanceof Error ? cause.message : String(cause);
      logger.error({ purpose: message.purpose, error }, "mail delivery failed");
    }
  }
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      purpose: message.purpose,
      status,
      error,
    })
    .returning();
  if (!row) throw new Error("the outbox insert returned no row");
  if (!transport) {
    // Outbox mode: in development the link is logged so a developer can follow it; in production
    // (unless MAIL_LOG_LINKS=true) it is not, because a link signs in whoever holds it (#10.1).
    logger.info(
      { mailId: row.id, purpose: message.purpose, ...(settings.logLinks ? { link: message.link } : {}) },
      "mail stored in the outbox (no SMTP configured)",
    );
  }
  return row;
}

/** The newest mails, optionally only those to one address (case-insensitive). */
async function newestMail(db: Db, options: { to?: string; limit?: number }): Promise<StoredMail[]> {
  const query = db.select().from(mailOutbox);
  const filtered = options.to
    ? query.where(sql`lower(${mailOutbox.to}) = ${options.to.toLowerCase()}`)
    : query;
  return filtered.orderBy(desc(mailOutbox.createdAt)).limit(options.limit ?? 20);
}

async function mailById(db: Db, id: string): Promise<StoredMail | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

type RetryOptions = { limit?: number; withinHours?: number; leaseMinutes?: number };

/**
 * The mails whose delivery failed, sent again: each is claimed by one atomic update (failed →
 * retrying), so two processes never send one mail twice, then recorded as sent, or as failed again
 * for the next round (the server's `mail-retry` background job runs it, once per round across the
 * processes: background-jobs.ts).
 */
async function retryFailedMail(
  db: Db,
  transport: Transporter,
  from: string,
  logger: Logger,
  options: RetryOptions,
): Promise<{ sent: number; failed: number }> {
  const result = { sent: 0, failed: 0 };
  const since = sql`now() - make_interval(hours => ${options.withinHours ?? 48})`;
  // A failed mail, or one whose claim has outlived the lease: the process that claimed it died
  // (or lost its database) between the claim and recording the result. The lease is far longer
  // than an SMTP send may take, so a slow live sender is not overtaken.
  const lease = sql`now() - make_interval(mins => ${options.leaseMinutes ?? MAIL_RETRY_LEASE_MINUTES})`;
  const claimable = () =>
    or(
      eq(mailOutbox.status, "failed"),
      and(
        eq(mailOutbox.status, "retrying"),
        or(isNull(mailOutbox.claimedAt), lt(mailOutbox.claimedAt, lease)),
      ),
    );
  const due = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(claimable(), gt(mailOutbox.createdAt, since)))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(options.limit ?? 50);
  for (const { id } of due) {
    const [mail] = await db
      .update(mailOutbox)
      .set({ status: "retrying", claimedAt: sql`now()` })
      .where(and(eq(mailOutbox.id, id), claimable()))
      .returning();
    if (!mail) continue;
    try {
      await sendOverSmtp(transport, from, mail);
      await db.update(mailOutbox).set({ status: "sent", error: null }).where(eq(mailOutbox.id, id));
      result.sent++;
    } catch (cause) {
      const error = cause instanceof Error ? cause.message : String(cause);
      await db.update(mailOutbox).set({ status: "failed", error }).where(eq(mailOutbox.id, id));
      result.failed++;
    }
  }
  if (due.length) logger.info(result, "retried the mail whose delivery had failed");
  return result;
}
