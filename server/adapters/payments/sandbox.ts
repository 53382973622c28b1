import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lte, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import {
  APPROVED_INDICATOR,
  centsToAmount,
  resultOutcome,
  type TransactionResult,
  transactionResultSchema,
  USER_CANCELLED,
} from "../../../lib/payments/contract.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import type {
  InitiatedSession as InitiatedSessionAnswer,
  InitiateRequest,
  PaymentProvider,
  ProviderResult,
  VerifiedCallback,
} from "./provider.ts";
import { sandboxPages } from "./sandbox-pages.ts";
import { sandboxPayments } from "./schema.ts";

/**
 * The built-in payment provider (requirements §0, examples.md §3): a hosted payment page served by
 * this product at /sandbox-pay/checkout, outside the storefront, that behaves like a real provider's.
 * It keeps its own records (sandbox_payments), reports each result twice (a signed server-to-server
 * callback and its status call) and never shares anything with the payments module but this adapter.
 */

export const SANDBOX_PROVIDER = "sandbox";
export const SANDBOX_TIMESTAMP_HEADER = "x-sandbox-timestamp";
export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";
/** A callback older or newer than this is refused (a replay of an old one, a skewed clock). */
export const SANDBOX_CALLBACK_TOLERANCE_SECONDS = 5 * 60;

export type SandboxRow = typeof sandboxPayments.$inferSelect;

export type SandboxSettings = {
  db: Db;
  /** PAYMENT_SANDBOX_SECRET, or derived from the auth secret (services.ts): the same in every process. */
  secret: string;
  /** The site's origin: the hosted page lives on it. */
  baseURL: string;
  logger: Logger;
  /** How callbacks are delivered (tests capture them); the global fetch by default. */
  fetch?: typeof fetch;
  now?: () => Date;
};

/** PAY-18's result of a completed sandbox payment. */
export type SandboxOutcome = "approved" | "declined" | "cancelled";

const hmac = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest();

/** X-Sandbox-Signature: hex HMAC-SHA256 of `${timestamp}.${rawBody}` (tests sign bodies with it). */
export function signSandboxCallback(secret: string, rawBody: string, timestamp: number): string {
  return hmac(secret, `${timestamp}.${rawBody}`).toString("hex");
}

/** The headers of a signed callback, as the sandbox sends them. */
export function sandboxCallbackHeaders(secret: string, rawBody: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "content-type": "application/json",
    [SANDBOX_TIMESTAMP_HEADER]: String(timestamp),
    [SANDBOX_SIGNATURE_HEADER]: signSandboxCallback(secret, rawBody, timestamp),
  };
}

/** The callback's body. */
export const sandboxCallbackBody = z
  .object({
    eventId: z.string().min(1).max(100),
    reference: z.string().min(1).max(100),
    merchantAccount: z.string().min(1).max(64),
    amountCents: z.number().int().positive(),
    currency: z.string().length(3),
    result: transactionResultSchema,
  })
  .strict()
  .refine((body) => body.result.amount === centsToAmount(body.amountCents), {
    message: "The result's amount is not the payment's",
  });
export type SandboxCallbackBody = z.infer<typeof sandboxCallbackBody>;

/**
 * The tokenized request the storefront's hidden form posts: the session id and an HMAC of it, so a
 * visitor cannot open (or pay) a session they were not given.
 */
export function sessionToken(secret: string, sessionId: string): string {
  return `${sessionId}.${hmac(secret, `session:${sessionId}`).toString("base64url")}`;
}

/** The session id of a genuine token, else null. */
export function sessionOfToken(secret: string, token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const [, id, mac] = match as unknown as [string, string, string];
  const expected = hmac(secret, `session:${id}`);
  const given = Buffer.from(mac, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

function resultOf(row: SandboxRow, outcome: SandboxOutcome, transactionId: string): TransactionResult {
  return {
    id: transactionId,
    response_indicator: outcome === "approved" ? APPROVED_INDICATOR : outcome === "declined" ? "D" : "C",
    status_description:
      outcome === "approved" ? "Approved" : outcome === "declined" ? "Declined" : USER_CANCELLED,
    // PAY-01's transactionID: the merchant's reference the payment was started with.
    transaction_id: row.reference,
    amount: centsToAmount(row.amountCents),
  };
}

function providerResultOf(row: SandboxRow): ProviderResult | null {
  const parsed = transactionResultSchema.safeParse(row.result);
  if (row.status === "open" || !parsed.success) return null;
  return {
    reference: row.reference,
    outcome: resultOutcome(parsed.data),
    result: parsed.data,
    amountCents: row.amountCents,
    currency: row.currency,
    merchantAccount: row.merchantAccount,
  };
}

export type SandboxProvider = PaymentProvider & {
  /** The open session a genuine token names, or null. */
  session(token: string): Promise<SandboxRow | null>;
  /** Counts one try of the "retry" card: true the first time (refused with "try again"). */
  firstTry(sessionId: string): Promise<boolean>;
  /**
   * Completes an open session once (a second completion finds it closed and answers null), then
   * delivers the signed callback; a failed delivery is logged, the status call still reports it.
   */
  complete(sessionId: string, outcome: SandboxOutcome): Promise<SandboxRow | null>;
};

/** What the sandbox's steps work with: its settings, with the clock and the callbacks' fetch resolved. */
type Sandbox = Omit<SandboxSettings, "now" | "fetch"> & { now: () => Date; send: typeof fetch };

export function createSandboxProvider(settings: SandboxSettings): SandboxProvider {
  const sandbox: Sandbox = {
    ...settings,
    now: settings.now ?? (() => new Date()),
    send: settings.fetch ?? fetch,
  };
  const { db, secret } = sandbox;
  const provider: SandboxProvider = {
    name: SANDBOX_PROVIDER,
    formOrigins: [new URL(settings.baseURL).origin],
    initiate: (request) => openSession(sandbox, request),
    async status({ reference }) {
      const row = await sessionByReference(db, reference);
      return row ? providerResultOf(await expireIfDue(sandbox, row)) : null;
    },
    cancel: ({ reference }) => cancelSession(sandbox, reference),
    async void({ reference }) {
      await db
        .update(sandboxPayments)
        .set({ status: "voided" })
        .where(and(eq(sandboxPayments.reference, reference), eq(sandboxPayments.status, "approved")));
    },
    async resume({ reference }) {
      const row = await sessionByReference(db, reference);
      if (!row) throw new Error("no sandbox session for this reference");
      return initiatedSession(sandbox, row.id);
    },
    verifyCallback: async (rawBody, headers, at) => verifySandboxCallback(secret, rawBody, headers, at),
    async session(token) {
      const id = sessionOfToken(secret, token);
      if (!id) return null;
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return row ? expireIfDue(sandbox, row) : null;
    },
    async firstTry(sessionId) {
      const rows = await db
        .update(sandboxPayments)
        .set({ tries: sql`${sandboxPayments.tries} + 1` })
        .where(and(eq(sandboxPayments.id, sessionId), eq(sandboxPayments.status, "open")))
        .returning({ tries: sandboxPayments.tries });
      return rows[0]?.tries === 1;
    },
    complete: (sessionId, outcome) => completeSession(sandbox, sessionId, outcome),
  };
  return Object.assign(provider, { pages: sandboxPages(provider, sandbox.now) });
}

/** A new provider transaction id, as the hosted page's results carry. */
const newTransactionId = () => `SBX-${randomBytes(9).toString("hex").toUpperCase()}`;

async function sessionByReference(db: Db, reference: string): Promise<SandboxRow | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
  return row;
}

/** What the storefront's hidden form needs to open session `id` on the hosted page. */
function initiatedSession({ baseURL, secret }: Sandbox, id: string): InitiatedSessionAnswer {
  return {
    actionUrl: `${baseURL}/sandbox-pay/checkout`,
    actionMethod: "POST",
    tokenizedRequest: sessionToken(secret, id),
    providerSession: id,
  };
}

/** Stores an open session for the payment `request` describes. */
async function openSession(sandbox: Sandbox, request: InitiateRequest): Promise<InitiatedSessionAnswer> {
  const [row] = await sandbox.db
    .insert(sandboxPayments)
    .values({
      reference: request.reference,
      merchantAccount: request.merchantAccount,
      amountCents: request.amountCents,
      currency: request.currency,
      method: request.method,
      description: request.description,
      payerName: `${request.payer.firstName} ${request.payer.lastName}`,
      payerEmail: request.payer.email,
      callbackUrl: request.callbackUrl,
      returnUrl: request.returnUrl,
      expiresAt: request.expiresAt,
    })
    .returning({ id: sandboxPayments.id });
  if (!row) throw new Error("the sandbox session was not stored");
  return initiatedSession(sandbox, row.id);
}

/**
 * Closes the open session `where` names as cancelled (the merchant closed it, or it expired), once:
 * answers the closed row, or null when it was no longer open.
 */
async function closeSession({ db, now }: Sandbox, where: SQL | undefined): Promise<SandboxRow | null> {
  const [open] = await db.select().from(sandboxPayments).where(where);
  if (open?.status !== "open") return null;
  const transactionId = newTransactionId();
  const [row] = await db
    .update(sandboxPayments)
    .set({
      status: "cancelled",
      transactionId,
      result: resultOf(open, "cancelled", transactionId),
      completedAt: now(),
    })
    .where(and(eq(sandboxPayments.id, open.id), eq(sandboxPayments.status, "open")))
    .returning();
  return row ?? null;
}

/** A session past its expiry reads as cancelled, as a real provider's expired session does. */
async function expireIfDue(sandbox: Sandbox, row: SandboxRow): Promise<SandboxRow> {
  const { db, now } = sandbox;
  if (row.status !== "open" || row.expiresAt.getTime() > now().getTime()) return row;
  await closeSession(sandbox, and(eq(sandboxPayments.id, row.id), lte(sandboxPayments.expiresAt, now())));
  const [current] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, row.id));
  return current ?? row;
}

/** The merchant closes the session; one the payer finished first keeps its result, which is answered. */
async function cancelSession(sandbox: Sandbox, reference: string): Promise<ProviderResult | null> {
  const closed = await closeSession(sandbox, eq(sandboxPayments.reference, reference));
  if (closed) return null;
  // Not open any more: finished by the payer first (that result stands), or closed before.
  const row = await sessionByReference(sandbox.db, reference);
  const result = row ? providerResultOf(row) : null;
  return result?.outcome === "approved" || result?.outcome === "declined" ? result : null;
}

/** A callback's signature, its age and its body, checked as a merchant checks a real provider's. */
function verifySandboxCallback(
  secret: string,
  rawBody: string,
  headers: Headers,
  at: Date,
): VerifiedCallback {
  const timestamp = headers.get(SANDBOX_TIMESTAMP_HEADER) ?? "";
  const signature = headers.get(SANDBOX_SIGNATURE_HEADER) ?? "";
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) {
    throw new AppError("VALIDATION", "The callback is not signed");
  }
  const expected = hmac(secret, `${timestamp}.${rawBody}`);
  if (!timingSafeEqual(Buffer.from(signature, "hex"), expected)) {
    throw new AppError("VALIDATION", "The callback's signature does not verify");
  }
  if (Math.abs(at.getTime() / 1000 - Number(timestamp)) > SANDBOX_CALLBACK_TOLERANCE_SECONDS) {
    throw new AppError("VALIDATION", "The callback's timestamp is too old or too new");
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError("VALIDATION", "The callback's body is not JSON");
  }
  const body = sandboxCallbackBody.safeParse(json);
  if (!body.success) throw new AppError("VALIDATION", "The callback's body is not a payment result");
  const { eventId, result, ...rest } = body.data;
  return { ...rest, eventId, result, outcome: resultOutcome(result) };
}

/** The payer's answer on the hosted page: the open session completed once, then its callback sent. */
async function completeSession(
  sandbox: Sandbox,
  sessionId: string,
  outcome: SandboxOutcome,
): Promise<SandboxRow | null> {
  const { db, now } = sandbox;
  const transactionId = newTransactionId();
  const [open] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, sessionId));
  if (open?.status !== "open") return null;
  // One conditional update: of two submits of the same session, only one completes it; a session
  // past its expiry (or closed by the merchant meanwhile) is paid by neither.
  const [row] = await db
    .update(sandboxPayments)
    .set({
      status: outcome,
      transactionId,
      result: resultOf(open, outcome, transactionId),
      completedAt: now(),
    })
    .where(
      and(
        eq(sandboxPayments.id, sessionId),
        eq(sandboxPayments.status, "open"),
        gt(sandboxPayments.expiresAt, now()),
      ),
    )
    .returning();
  if (!row) return null;
  await deliverCallback(sandbox, row);
  return row;
}

/** The signed server-to-server callback of a completed session (PAY-04), marked delivered once answered. */
async function deliverCallback({ db, secret, logger, now, send }: Sandbox, row: SandboxRow): Promise<void> {
  const parsed = transactionResultSchema.parse(row.result);
  const body: SandboxCallbackBody = {
    eventId: `evt_${parsed.id}`,
    reference: row.reference,
    merchantAccount: row.merchantAccount,
    amountCents: row.amountCents,
    currency: row.currency,
    result: parsed,
  };
  const raw = JSON.stringify(body);
  try {
    const response = await send(row.callbackUrl, {
      method: "POST",
      headers: sandboxCallbackHeaders(secret, raw, now()),
      body: raw,
      signal: AbortSignal.timeout(5_000),
    });
    // 409: the merchant already had this event; it has the result either way.
    if (!response.ok && response.status !== 409) throw new Error(`callback answered ${response.status}`);
    await db
      .update(sandboxPayments)
      .set({ callbackDeliveredAt: now() })
      .where(eq(sandboxPayments.id, row.id));
  } catch (error) {
    // Not fatal: the merchant's status call reads the same result (PAY-04).
    logger.warn({ reference: row.reference, err: error }, "sandbox payment callback not delivered");
  }
}
