import { hashPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import type { ConnectBody, RegisterBody } from "../../../lib/accounts/user-contract.ts";
import type { RegistrationOutcome } from "../../../lib/accounts/users.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { checkProof, connectInTransaction, connectionOutcome, salesRepById } from "./connection.ts";
import type { AccountsDeps } from "./deps.ts";
import type { ClientRequest } from "./identity.ts";
import { authUsers, userProfiles } from "./schema.ts";

/** Writes the portal profile of a new identity; better-auth's hook has made a basic one already. */
async function writeProfile(tx: Tx, userId: string, body: RegisterBody) {
  const values = {
    userId,
    fname: body.fname,
    lname: body.lname,
    phone: body.phone ?? null,
    company: "company" in body ? (body.company ?? null) : null,
    customerType: body.customerType === "distributor" ? ("distributor" as const) : ("basic" as const),
  };
  await tx
    .insert(userProfiles)
    .values(values)
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: new Date() } });
}

function connectionAskedBy(body: RegisterBody): ConnectBody | null {
  if (body.customerType === "distributor") {
    return { kind: "distributor", accountNumber: body.accountNumber, billingZip: body.billingZip };
  }
  if (body.customerType === "representative") return { kind: "representative", salesRepId: body.salesRepId };
  return null;
}

/**
 * API-55: sign-up of a basic customer, a distributor or a representative. Behind its limit, the
 * proof is checked before anything is written. The identity, the profile and the connection are
 * written before any mail goes out: the verification mail is held until the profile's transaction
 * has committed, and if that fails the new identity is removed again, unmailed, so a failed
 * registration leaves nothing behind. An address that already has an account gets the same answer
 * as a new one (#10.5) and its owner a mail saying so; nobody is signed in by registering, so the
 * answers cannot differ in a session either.
 */
export async function register(
  deps: AccountsDeps,
  client: ClientRequest,
  body: RegisterBody,
): Promise<RegistrationOutcome> {
  const { db, guards, identity, mailer } = deps;
  const connect = connectionAskedBy(body);
  // #10.5: the limit comes first, so neither the proof nor the address is checked for a limited caller.
  await guards.beforeRegistration(client);
  if (connect?.kind === "distributor") await checkProof(deps, connect.accountNumber, connect.billingZip);
  const rep = connect?.kind === "representative" ? await salesRepById(db, connect.salesRepId) : null;
  const [existing] = await db
    .select({ id: authUsers.id, name: authUsers.name, email: authUsers.email })
    .from(authUsers)
    .where(sql`lower(${authUsers.email}) = ${body.email}`);
  if (existing) {
    // The same work a new address costs (a password hash), then the owner hears of the attempt.
    await hashPassword(body.password);
    await guards.existingAddressRegistered(existing);
    const expected = connectionOutcome(connect, rep?.email === body.email);
    return {
      messages: ["basicPendingVerification", ...expected.messages],
      approvalRequested: expected.approvalRequested,
    };
  }

  const written = await mailer.hold(async () => {
    const { userId } = await identity.signUp(client, {
      email: body.email,
      password: body.password,
      name: `${body.fname} ${body.lname}`,
    });
    try {
      return await inTransaction(db, async (tx) => {
        await writeProfile(tx, userId, body);
        return connect
          ? connectInTransaction(tx, userId, body.email, connect)
          : connectionOutcome(null, false);
      });
    } catch (error) {
      await db.delete(authUsers).where(eq(authUsers.id, userId));
      throw error;
    }
  });
  await written.release();
  return {
    messages: ["basicPendingVerification", ...written.value.messages],
    approvalRequested: written.value.approvalRequested,
  };
}
