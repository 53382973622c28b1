import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, gte, or, sql } from "drizzle-orm";
import type { StaffRole } from "../../lib/staff/contract.ts";
import type { Db } from "../db/client.ts";
import { inTransaction } from "../db/transaction.ts";
import { insertPasswordIdentity } from "../modules/accounts/demo/identities.ts";
import {
  accountAddresses,
  accountContacts,
  authUsers,
  customerAccounts,
  memberships,
  salesRepAccounts,
  salesReps,
  staffMembers,
  userProfiles,
} from "../modules/accounts/schema.ts";

/*
 * Accounts that end-to-end tests create for themselves and delete afterwards (#11.9), so a test that
 * changes a cart, places an order or edits users never writes into the shared demo accounts. Served
 * by the test-only router at /dev/fixtures (e2e-fixture-routes.ts), mounted only with E2E_FIXTURES=true.
 */

/** Every fixture account's id: `E2E-` and ten hex digits. Nothing else can be deleted through here. */
export const fixtureAccountIdPattern = /^E2E-[0-9A-F]{10}$/;

/** The password of every fixture user. */
export const fixturePassword = "Lumen-fixture-2026";

// One scrypt hash a process for every fixture user (the password is the same): an e2e run creates an
// account per test, and hashing is the dearest part of it.
let passwordHash: Promise<string> | undefined;
function fixturePasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(fixturePassword);
  return passwordHash;
}

export type FixtureUser = { userId: string; email: string; fname: string; lname: string };

export type FixtureAccount = {
  accountId: string;
  name: string;
  billingZip: string;
  password: string;
  users: {
    /** Distributor, admin of the account, with cart access. */
    admin: FixtureUser;
    /** Distributor, an active member without cart access. */
    member: FixtureUser;
    /** Basic customer, in no account. */
    basic: FixtureUser;
    /**
     * Representative of the fixture's own sales rep record (`salesRepId`), to which the account is
     * assigned; a member with cart access, working for the account.
     */
    rep: FixtureUser;
  };
  /** The fixture's sales rep record, with the account assigned to it. */
  salesRepId: string;
};

/** The fixture's sales rep record: `SR-` and the account id; deleted with the account. */
function fixtureSalesRepId(accountId: string): string {
  return `SR-${accountId}`;
}

/** The fixture's users' address domain: how deletion finds them, the basic customer included. */
function fixtureDomain(accountId: string): string {
  return `${accountId.toLowerCase()}.fixture.example`;
}

/**
 * Creates a customer account with a unique id, its billing and shipping addresses and a contact, a
 * sales rep record it is assigned to, and four verified users with `fixturePassword`, in one
 * transaction (modelled on seedDemoAccounts).
 */
export async function createFixtureAccount(
  db: Db,
  options: { creditTermsDays?: number | undefined } = {},
): Promise<FixtureAccount> {
  const suffix = randomBytes(5).toString("hex").toUpperCase();
  const accountId = `E2E-${suffix}`;
  const name = `Testbed Lighting Supply ${suffix}`;
  const billingZip = String(10000 + (Number.parseInt(suffix.slice(0, 6), 16) % 90000));
  const domain = fixtureDomain(accountId);
  const person = (fname: string, lname: string): FixtureUser => ({
    userId: randomUUID(),
    email: `${fname}.${lname}@${domain}`.toLowerCase(),
    fname,
    lname,
  });
  const users = {
    admin: person("Ada", "Admin"),
    member: person("Milo", "Member"),
    basic: person("Bea", "Basic"),
    rep: person("Remy", "Rep"),
  };
  const salesRepId = fixtureSalesRepId(accountId);
  const passwordHash = await fixturePasswordHash();

  await inTransaction(db, async (tx) => {
    await tx.insert(customerAccounts).values({
      id: accountId,
      name,
      billingZip,
      city: "Columbus",
      state: "OH",
      phone: "+1 (614) 555-0100",
      creditTermsDays: options.creditTermsDays ?? null,
    });
    await tx.insert(accountAddresses).values([
      {
        accountId,
        kind: "billing",
        name,
        address1: "10 Test Street",
        city: "Columbus",
        state: "OH",
        zip: billingZip,
      },
      {
        accountId,
        kind: "shipping",
        name: `${name} warehouse`,
        address1: "20 Fixture Parkway",
        address2: "Dock 1",
        city: "Columbus",
        state: "OH",
        zip: billingZip,
      },
    ]);
    await tx.insert(accountContacts).values({
      accountId,
      fname: "Pat",
      lname: "Payables",
      email: `pat.payables@${domain}`,
      phone: "+1 (614) 555-0100",
      title: "Accounts payable",
    });
    await tx.insert(salesReps).values({
      id: salesRepId,
      name: `Testbed Agency ${suffix}`,
      email: `agency@${domain}`,
      territory: "OH",
    });
    await tx.insert(salesRepAccounts).values({ salesRepId, accountId });
    const kinds = [
      { user: users.admin, customerType: "distributor" as const, role: "admin" as const, access: ["cart"] },
      { user: users.member, customerType: "distributor" as const, role: "member" as const, access: [] },
      { user: users.basic, customerType: "basic" as const },
    ];
    // Memberships are ordered by creation: the admin first.
    let membershipTime = Date.now();
    for (const { user, customerType, ...membership } of kinds) {
      await insertPasswordIdentity(
        tx,
        { id: user.userId, name: `${user.fname} ${user.lname}`, email: user.email, emailVerified: true },
        passwordHash,
      );
      await tx
        .insert(userProfiles)
        .values({ userId: user.userId, fname: user.fname, lname: user.lname, customerType });
      if ("role" in membership) {
        await tx.insert(memberships).values({
          userId: user.userId,
          accountId,
          status: "active",
          role: membership.role,
          access: membership.access,
          createdAt: new Date(membershipTime++),
        });
      }
    }
    // The representative works under the fixture's sales rep record, for the fixture account.
    await insertPasswordIdentity(
      tx,
      {
        id: users.rep.userId,
        name: `${users.rep.fname} ${users.rep.lname}`,
        email: users.rep.email,
        emailVerified: true,
      },
      passwordHash,
    );
    await tx.insert(userProfiles).values({
      userId: users.rep.userId,
      fname: users.rep.fname,
      lname: users.rep.lname,
      customerType: "representative",
      selectedSalesRepId: salesRepId,
      selectedAssignedAccountId: accountId,
    });
    await tx.insert(memberships).values({
      userId: users.rep.userId,
      salesRepId,
      status: "active",
      role: "member",
      access: ["cart"],
    });
  });
  return { accountId, name, billingZip, password: fixturePassword, users, salesRepId };
}

/**
 * Deletes a fixture account, its sales rep record and its people: the fixture's own users (by their address domain), and
 * anyone who joined the account after it was created and belongs to no other account or sales rep
 * (a user a test added). Their sessions, credentials, profiles and memberships go with them; the
 * account's addresses, contacts and memberships go with the account. Answers false when there is no
 * such fixture account; an id that is not a fixture's (a demo account) is never touched.
 */
export async function deleteFixtureAccount(db: Db, accountId: string): Promise<boolean> {
  if (!fixtureAccountIdPattern.test(accountId)) return false;
  return inTransaction(db, async (tx) => {
    const [account] = await tx
      .select({ createdAt: customerAccounts.createdAt })
      .from(customerAccounts)
      .where(eq(customerAccounts.id, accountId))
      .for("update");
    if (!account) return false;
    const memberOfThisAccount = sql`exists (select 1 from ${memberships} where ${memberships.userId} = ${authUsers.id} and ${memberships.accountId} = ${accountId})`;
    const memberElsewhere = sql`exists (select 1 from ${memberships} where ${memberships.userId} = ${authUsers.id} and (${memberships.accountId} is distinct from ${accountId}))`;
    await tx
      .delete(authUsers)
      .where(
        or(
          sql`lower(${authUsers.email}) like ${`%@${fixtureDomain(accountId)}`}`,
          and(gte(authUsers.createdAt, account.createdAt), memberOfThisAccount, sql`not ${memberElsewhere}`),
        ),
      );
    await tx.delete(customerAccounts).where(eq(customerAccounts.id, accountId));
    await tx.delete(salesReps).where(eq(salesReps.id, fixtureSalesRepId(accountId)));
    return true;
  });
}

/**
 * Issue 33: a staff member of the role, with `fixturePassword`, for one end-to-end test (its own, so
 * its authenticator app is set up by that test alone). Staff rows stay: they own nothing of a customer.
 */
export async function createFixtureStaff(
  db: Db,
  role: StaffRole,
): Promise<{ email: string; password: string; name: string }> {
  const suffix = randomBytes(4).toString("hex");
  const id = randomUUID();
  const email = `${role}.${suffix}@staff.fixture.example`;
  const name = `Test ${role} ${suffix}`;
  await inTransaction(db, async (tx) => {
    await insertPasswordIdentity(tx, { id, name, email, emailVerified: true }, await fixturePasswordHash());
    await tx.insert(staffMembers).values({ userId: id, role });
  });
  return { email, password: fixturePassword, name };
}
