import { randomUUID } from "node:crypto";
import type { Tx } from "../../../db/transaction.ts";
import { authCredentials, authUsers } from "../schema.ts";

/**
 * An identity that signs in with a password whose hash is given, written directly (the demo seeds
 * and the end-to-end fixtures, which make many people with one password and cannot afford a hash
 * each). Answers its id; the caller adds the portal profile or the staff row.
 */
export async function insertPasswordIdentity(
  tx: Tx,
  person: { id?: string; name: string; email: string; emailVerified: boolean },
  passwordHash: string,
): Promise<string> {
  const id = person.id ?? randomUUID();
  await tx
    .insert(authUsers)
    .values({ id, name: person.name, email: person.email, emailVerified: person.emailVerified });
  await tx.insert(authCredentials).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: passwordHash,
  });
  return id;
}
