import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  STAFF_SESSION_HOURS,
  type StaffCaller,
  type StaffSignInStep,
  type staffSignInBody,
} from "../../../lib/staff/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import type { AccountsDeps } from "./deps.ts";
import type { ClientRequest } from "./identity.ts";
import { authSessions, authUsers, staffMembers, staffSessions } from "./schema.ts";
import { sessionTokenOf, sessionTokenSettings } from "./session-token.ts";
import { findStaffCaller } from "./staff-caller.ts";

const invalidCredentials = () => new AppError("UNAUTHENTICATED", "Invalid email or password.");

/** The request as it will be once the browser keeps `setCookies`: for a next call in the same step. */
function withCookies(client: ClientRequest, setCookies: string[]): ClientRequest {
  const pairs = setCookies.map((cookie) => cookie.split(";")[0] ?? "").filter((pair) => pair.includes("="));
  const headers = new Headers(client.headers);
  headers.delete("authorization");
  headers.set("cookie", pairs.join("; "));
  return { headers, ip: client.ip };
}

/** The base32 secret of an otpauth:// address, in groups of four for typing. */
function typedSecret(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

/** Whether `email` is an active staff member's (a customer's address is no staff sign-in). */
export async function isActiveStaffEmail({ db }: Pick<AccountsDeps, "db">, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: staffMembers.userId })
    .from(staffMembers)
    .innerJoin(authUsers, eq(authUsers.id, staffMembers.userId))
    .where(and(sql`lower(${authUsers.email}) = ${email.toLowerCase()}`, eq(staffMembers.active, true)));
  return row !== undefined;
}

/**
 * Issue 33 item 1, the first step at /staff/login: the password of an active staff member. With an
 * authenticator app set up, the code is asked next; without, the app is set up now (its secret, QR
 * address and backup codes are answered once) and its first code ends the sign-in. A customer's
 * address is refused as a wrong password is, behind the same limits.
 */
export async function staffSignIn(
  deps: AccountsDeps,
  client: ClientRequest,
  body: z.output<typeof staffSignInBody>,
): Promise<{ answer: StaffSignInStep; setCookies: string[] }> {
  if (!(await isActiveStaffEmail(deps, body.email))) {
    await deps.guards.beforeSignIn(client, body.email);
    throw invalidCredentials();
  }
  const first = await deps.identity.passwordFirstStep(client, body);
  if (first.needsCode) return { answer: { step: "code" }, setCookies: first.setCookies };
  const enrolment = await deps.identity.enableAuthenticator(
    withCookies(client, first.setCookies),
    body.password,
  );
  return {
    answer: {
      step: "enroll",
      totpUri: enrolment.totpURI,
      secret: typedSecret(enrolment.totpURI),
      backupCodes: enrolment.backupCodes,
    },
    setCookies: first.setCookies,
  };
}

/**
 * The second step: a code from the authenticator app. The identity service issues a new session;
 * it becomes a staff session, good for STAFF_SESSION_HOURS from now (a shorter life than a
 * customer's), in one transaction with the session's own expiry.
 */
export async function staffVerifyCode(
  deps: AccountsDeps,
  client: ClientRequest,
  code: string,
): Promise<{ staff: StaffCaller; setCookies: string[] }> {
  const issued = await deps.identity.verifyAuthenticatorCode(client, code);
  const next = withCookies(client, issued.setCookies);
  const token = sessionTokenOf(next.headers, await sessionTokenSettings(deps.auth));
  const [session] = token
    ? await deps.db
        .select({ id: authSessions.id, userId: authSessions.userId })
        .from(authSessions)
        .where(eq(authSessions.token, token))
    : [];
  if (!session) throw new AppError("UNAUTHENTICATED", "The sign-in has expired. Please start again.");
  const expiresAt = new Date(Date.now() + STAFF_SESSION_HOURS * 3600_000);
  await inTransaction(deps.db, async (tx) => {
    const [member] = await tx
      .select({ userId: staffMembers.userId })
      .from(staffMembers)
      .where(and(eq(staffMembers.userId, session.userId), eq(staffMembers.active, true)));
    if (!member) {
      await tx.delete(authSessions).where(eq(authSessions.id, session.id));
      throw invalidCredentials();
    }
    await tx.insert(staffSessions).values({ sessionId: session.id, userId: session.userId, expiresAt });
    await tx
      .update(staffMembers)
      .set({ lastSignInAt: new Date() })
      .where(eq(staffMembers.userId, session.userId));
    await tx.update(authSessions).set({ expiresAt }).where(eq(authSessions.id, session.id));
  });
  const staff = await findStaffCaller(deps, next.headers);
  if (!staff) throw new AppError("UNAUTHENTICATED", "The sign-in has expired. Please start again.");
  return { staff, setCookies: issued.setCookies };
}
