import type { StaffRole } from "../../../../lib/staff/contract.ts";
import type { Tx } from "../../../db/transaction.ts";
import { staffMembers } from "../schema.ts";
import { insertPasswordIdentity } from "./identities.ts";

/**
 * Issue 33: one demo staff member of each role (README, "Staff console"), with the demo password.
 * None has an authenticator app yet: the first sign-in at /staff/login sets one up.
 */
export const demoStaff: { name: string; email: string; role: StaffRole }[] = [
  { name: "Grace Holloway", email: "grace.admin@lumenor.example", role: "admin" },
  { name: "Sam Ortega", email: "sam.service@lumenor.example", role: "customer-service" },
  { name: "Dee Park", email: "dee.design@lumenor.example", role: "design" },
  { name: "Walt Brennan", email: "walt.warranty@lumenor.example", role: "warranty" },
  { name: "Cathy Lin", email: "cathy.catalog@lumenor.example", role: "catalog" },
];

/** Seeds the demo staff in the transaction of the demo accounts (no portal profile: staff only). */
export async function seedDemoStaff(tx: Tx, passwordHash: string): Promise<void> {
  for (const member of demoStaff) {
    const id = await insertPasswordIdentity(
      tx,
      { name: member.name, email: member.email, emailVerified: true },
      passwordHash,
    );
    await tx.insert(staffMembers).values({ userId: id, role: member.role });
  }
}
