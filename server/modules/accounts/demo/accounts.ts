import { hashPassword } from "better-auth/crypto";
import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { OrderLimit, SessionUser } from "../../../../lib/accounts/users.ts";
import type { Db } from "../../../db/client.ts";
import { selectRows } from "../../../db/rows.ts";
import {
  accountAddresses,
  accountContacts,
  authUsers,
  customerAccounts,
  memberships,
  salesRepAccounts,
  salesReps,
  userProfiles,
} from "../schema.ts";
import { loadSessionUser } from "../user-model.ts";
import { insertPasswordIdentity } from "./identities.ts";
import { seedDemoStaff } from "./staff.ts";

/** The one password of every demo user (README, "Demo accounts"). */
export const demoPassword = "Lumen-demo-2026";

const accounts = [
  {
    id: "A-10001",
    name: "Brightline Electrical Supply",
    billingZip: "43215",
    city: "Columbus",
    state: "OH",
    phone: "+1 (614) 555-0190",
    /** Net 30: Brightline may order on account (issue 13). */
    creditTermsDays: 30,
  },
  {
    id: "A-10002",
    name: "Northgate Lighting Distributors",
    billingZip: "60601",
    city: "Chicago",
    state: "IL",
    phone: "+1 (312) 555-0117",
    /** No credit terms (suspended while an invoice is overdue): Northgate pays its orders by card or ACH. */
    creditTermsDays: null,
  },
  {
    id: "A-10003",
    name: "Harbor Facilities Group",
    billingZip: "48226",
    city: "Detroit",
    state: "MI",
    phone: "+1 (313) 555-0164",
  },
  {
    id: "A-10004",
    name: "Prairie Electric Co-op",
    billingZip: "46204",
    city: "Indianapolis",
    state: "IN",
    phone: "+1 (317) 555-0133",
  },
];

const reps = [
  {
    id: "SR-201",
    name: "Great Lakes Lighting Agency",
    email: "rita.rep@greatlakes-agency.example",
    phone: "+1 (216) 555-0101",
    territory: "OH MI IN",
  },
  {
    id: "SR-305",
    name: "Windy City Lighting Reps",
    email: "sam.reps@windycity-reps.example",
    phone: "+1 (312) 555-0150",
    territory: "IL WI",
  },
];

const assignments = [
  ["SR-201", "A-10001"],
  ["SR-201", "A-10003"],
  ["SR-201", "A-10004"],
  ["SR-305", "A-10002"],
] as const;

type DemoMembership = {
  accountId?: string;
  salesRepId?: string;
  status: "active" | "pending";
  role?: "admin" | "member";
  access?: string[];
  pendingAdmin?: boolean;
  /** #32.2: the member's order limit (none when absent). */
  orderLimit?: OrderLimit;
};
type DemoUser = {
  email: string;
  fname: string;
  lname: string;
  customerType: "basic" | "distributor" | "representative";
  emailVerified: boolean;
  /** What the README says this user shows. */
  note: string;
  memberships: DemoMembership[];
};

/** At least one user of each kind the issue lists, with the password above. */
export const demoUsers: DemoUser[] = [
  {
    email: "bob.basic@example.com",
    fname: "Bob",
    lname: "Basic",
    customerType: "basic",
    emailVerified: true,
    note: "basic customer",
    memberships: [],
  },
  {
    email: "dana.admin@brightline.example",
    fname: "Dana",
    lname: "Admin",
    customerType: "distributor",
    emailVerified: true,
    note: "distributor, admin of Brightline Electrical Supply (A-10001)",
    memberships: [{ accountId: "A-10001", status: "active", role: "admin", access: ["cart"] }],
  },
  {
    email: "ben.buyer@brightline.example",
    fname: "Ben",
    lname: "Buyer",
    customerType: "distributor",
    emailVerified: true,
    note: "distributor buyer with cart access (A-10001), order limit $2,500 (orders over it go to Dana for approval)",
    memberships: [
      {
        accountId: "A-10001",
        status: "active",
        access: ["cart"],
        orderLimit: { kind: "amount", cents: 250_000 },
      },
    ],
  },
  {
    email: "nora.viewer@brightline.example",
    fname: "Nora",
    lname: "Viewer",
    customerType: "distributor",
    emailVerified: true,
    note: "distributor buyer without cart access (A-10001)",
    memberships: [{ accountId: "A-10001", status: "active" }],
  },
  {
    email: "max.multi@northgate.example",
    fname: "Max",
    lname: "Multi",
    customerType: "distributor",
    emailVerified: true,
    note: "distributor with two accounts (A-10002 and A-10001), cart access in both",
    memberships: [
      { accountId: "A-10002", status: "active", access: ["cart"] },
      { accountId: "A-10001", status: "active", access: ["cart"] },
    ],
  },
  {
    email: "olivia.owner@northgate.example",
    fname: "Olivia",
    lname: "Owner",
    customerType: "distributor",
    emailVerified: true,
    note: "distributor, admin of Northgate Lighting Distributors (A-10002)",
    memberships: [{ accountId: "A-10002", status: "active", role: "admin", access: ["cart"] }],
  },
  {
    email: "rita.rep@greatlakes-agency.example",
    fname: "Rita",
    lname: "Rep",
    customerType: "representative",
    emailVerified: true,
    note: "representative of Great Lakes Lighting Agency (SR-201), three assigned accounts, admin of SR-201",
    memberships: [{ salesRepId: "SR-201", status: "active", role: "admin", access: ["cart"] }],
  },
  {
    email: "paul.pending@brightline.example",
    fname: "Paul",
    lname: "Pending",
    customerType: "distributor",
    emailVerified: true,
    note: "distributor waiting for Dana's approval (A-10001)",
    memberships: [{ accountId: "A-10001", status: "pending" }],
  },
  {
    email: "alex.asks@brightline.example",
    fname: "Alex",
    lname: "Asks",
    customerType: "distributor",
    emailVerified: true,
    note: "distributor member of A-10001 who requested admin access",
    memberships: [{ accountId: "A-10001", status: "active", pendingAdmin: true }],
  },
];

type Person = { fname: string; lname: string };
type ContactPair = readonly [payables: Person, purchasing: Person];

/** Each demo account's accounts-payable clerk and purchasing manager: people, not placeholders (#9.13). */
const contactPeople: readonly ContactPair[] = [
  [
    { fname: "Patricia", lname: "Okafor" },
    { fname: "Jordan", lname: "Whitaker" },
  ],
  [
    { fname: "Marisol", lname: "Vega" },
    { fname: "Grant", lname: "Halvorsen" },
  ],
  [
    { fname: "Denise", lname: "Kowalczyk" },
    { fname: "Andre", lname: "Baptiste" },
  ],
  [
    { fname: "Helen", lname: "Tran" },
    { fname: "Curtis", lname: "Mbeki" },
  ],
];

/** True when no customer account exists yet: the demo accounts go into an empty database only. */
export async function hasNoCustomerAccounts(db: Db): Promise<boolean> {
  const [row] = await selectRows(
    db,
    sql`select not exists (select 1 from ${customerAccounts}) as empty`,
    z.object({ empty: z.boolean() }),
  );
  return row?.empty === true;
}

/** Seeds customer accounts, their people and addresses, sales reps and the demo users, in one transaction. */
export async function seedDemoAccounts(db: Db): Promise<{ accounts: number; users: number }> {
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    await tx.insert(customerAccounts).values(accounts);
    await tx.insert(salesReps).values(reps);
    await tx
      .insert(salesRepAccounts)
      .values(assignments.map(([salesRepId, accountId]) => ({ salesRepId, accountId })));
    await tx.insert(accountContacts).values(
      accounts.flatMap((a, i) => {
        const [payables, purchasing] = contactPeople[i % contactPeople.length] as ContactPair;
        const domain = `${slug(a.name)}.example`;
        return [
          {
            accountId: a.id,
            ...payables,
            email: `${payables.fname}.${payables.lname}@${domain}`.toLowerCase(),
            phone: a.phone,
            title: "Accounts payable",
          },
          {
            accountId: a.id,
            ...purchasing,
            email: `${purchasing.fname}.${purchasing.lname}@${domain}`.toLowerCase(),
            phone: a.phone,
            title: "Purchasing manager",
          },
        ];
      }),
    );
    await tx.insert(accountAddresses).values(
      accounts.flatMap((a, i) => [
        {
          accountId: a.id,
          kind: "billing" as const,
          name: a.name,
          address1: `${100 + i * 25} Commerce Street`,
          address2: null,
          city: a.city,
          state: a.state,
          zip: a.billingZip,
        },
        {
          accountId: a.id,
          kind: "shipping" as const,
          name: `${a.name} warehouse`,
          address1: `${2000 + i * 40} Industrial Parkway`,
          address2: "Dock 4",
          city: a.city,
          state: a.state,
          zip: a.billingZip,
          isDefault: true,
        },
        // #32.1: Brightline's address book also holds a job site it ships to directly.
        ...(a.id === "A-10001"
          ? [
              {
                accountId: a.id,
                kind: "shipping" as const,
                name: "Riverside Medical Center job site",
                address1: "455 Riverside Drive",
                address2: "Gate B, receiving trailer",
                city: "Dayton",
                state: "OH",
                zip: "45405",
                isDefault: false,
              },
            ]
          : []),
      ]),
    );
    // Memberships are ordered by creation (USER-07 selects the first): in one transaction now() is
    // the same for all, so each demo membership gets its own time, in the order listed above.
    let membershipTime = Date.now();
    for (const user of demoUsers) {
      const id = await insertPasswordIdentity(
        tx,
        { name: `${user.fname} ${user.lname}`, email: user.email, emailVerified: user.emailVerified },
        passwordHash,
      );
      await tx
        .insert(userProfiles)
        .values({ userId: id, fname: user.fname, lname: user.lname, customerType: user.customerType });
      for (const m of user.memberships) {
        await tx.insert(memberships).values({
          userId: id,
          accountId: m.accountId ?? null,
          salesRepId: m.salesRepId ?? null,
          status: m.status,
          role: m.role ?? "member",
          access: m.access ?? [],
          pendingAdmin: m.pendingAdmin ?? false,
          orderLimitKind: m.orderLimit?.kind ?? "none",
          orderLimitCents: m.orderLimit?.kind === "amount" ? m.orderLimit.cents : null,
          createdAt: new Date(membershipTime++),
        });
      }
    }
    await seedDemoStaff(tx, passwordHash);
  });
  return { accounts: accounts.length, users: demoUsers.length };
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Users by address (id and name), for other modules' demo seeds: who placed the demo orders. */
export async function usersByEmail(
  db: Db,
  emails: readonly string[],
): Promise<Map<string, { id: string; name: string }>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ id: authUsers.id, name: authUsers.name, email: authUsers.email })
    .from(authUsers)
    .where(inArray(authUsers.email, [...emails]));
  return new Map(rows.map((row) => [row.email, { id: row.id, name: row.name }]));
}

/**
 * Demo users as callers (the session's user model) by address, for the demo seeds of other modules that
 * write through their own use cases; an address without a user is left out.
 */
export async function demoCallers(db: Db, emails: readonly string[]): Promise<Map<string, SessionUser>> {
  const callers = new Map<string, SessionUser>();
  for (const [email, user] of await usersByEmail(db, emails)) {
    const caller = await loadSessionUser(db, user.id);
    if (caller) callers.set(email, caller);
  }
  return callers;
}
