import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import {
  type MatrixRole,
  matrixEmails,
  matrixRoles,
  type SignedInMatrixRole,
} from "../../testing/callers.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { authUsers } from "../accounts/schema.ts";
import { seedDemoInvoices } from "./demo/invoices.ts";
import { settleApproved, startAttempt } from "./payments.test-support.ts";
import {
  creditMemos,
  invoiceAllocations,
  invoicePayments,
  invoices,
  portalPayments,
  rmas,
} from "./schema.ts";

/**
 * The authorization matrix of the invoices module's /api/portal-service… endpoints (issue 13) × every
 * kind of caller, every cell asserted. The objects are Brightline's (A-10001). A guest gets 401; a
 * signed-in caller without cart access (a basic customer; a Brightline member without `cart`) 403
 * before anything is read; a caller whose working account is another (Northgate's admin) 404.
 * Brightline's buyer, admin and representative (whose selected account it is, SEC-10) reach them.
 */
const roles = matrixRoles;
type Role = MatrixRole;
type SignedInRole = SignedInMatrixRole;
type Statuses = Record<Role, number>;
const emails = matrixEmails;

function statuses(...values: [number, number, number, number, number, number, number]): Statuses {
  return Object.fromEntries(roles.map((role, i) => [role, values[i]])) as Statuses;
}
const brightline = (ok: number) => statuses(401, 403, ok, 403, ok, ok, 404);

type Cell = { method?: string; path: string; body?: unknown };
type Row = { name: string; expected: Statuses; request(): Promise<Cell> | Cell };

describe.each(testDatabaseKinds())("invoices authorization matrix on %s", (kind) => {
  let h: AppHarness;
  const sessions = {} as Record<SignedInRole, { cookie: string; caller: SessionUser }>;
  const ids = { invoice: "", memo: "", rma: "", appliedMemo: "", openMemo: "", northgateInvoice: "" };
  let paid: { reference: string; invoiceIds: string[]; amount: string };
  let portal: { reference: string };

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true });
    await seedDemoInvoices(h.db);
    for (const role of roles) {
      if (role === "guest") continue;
      const { cookie } = await h.signIn(emails[role]);
      const [user] = await h.db.select().from(authUsers).where(eq(authUsers.email, emails[role]));
      sessions[role] = { cookie, caller: await h.services.accounts.sessionUser(user?.id as string) };
    }
    const open = await h.db.select().from(invoices).where(eq(invoices.accountId, "A-10001"));
    const [first, second] = open.filter((i) => i.status === "Open");
    ids.invoice = first?.id as string;
    ids.memo = (await h.db.select().from(creditMemos).where(eq(creditMemos.accountId, "A-10001")))[0]
      ?.id as string;
    const memos = await h.db.select().from(creditMemos).where(eq(creditMemos.accountId, "A-10001"));
    ids.appliedMemo = memos.find((memo) => memo.status === "Applied")?.id as string;
    ids.openMemo = memos.find((memo) => memo.status === "Open")?.id as string;
    ids.northgateInvoice = (await h.db.select().from(invoices).where(eq(invoices.accountId, "A-10002"))).find(
      (invoice) => invoice.status !== "Paid",
    )?.id as string;
    ids.rma = (await h.db.select().from(rmas).where(eq(rmas.accountId, "A-10001")))[0]?.id as string;
    // An approved invoice payment and an approved portal payment of Brightline, made by its buyer.
    const { paymentSubject: subject, portalPaymentSubject } = h.services.invoices;
    const buyer = sessions.distributor.caller;
    const priced = await subject.price(
      buyer,
      { kind: "invoices", invoiceIds: [second?.id as string] },
      "ach",
    );
    const attempt = await startAttempt(h.db, buyer, "invoices", priced, "ach");
    await settleApproved(h.db, h.services.mailer, subject, attempt.reference);
    paid = {
      reference: attempt.reference,
      invoiceIds: [second?.id as string],
      amount: (priced.baseCents / 100).toFixed(2),
    };
    const onAccount = await portalPaymentSubject.price(
      buyer,
      { kind: "portal", paymentAmount: 50_000 },
      "ach",
    );
    const portalAttempt = await startAttempt(h.db, buyer, "portal", onAccount, "ach");
    await settleApproved(h.db, h.services.mailer, portalPaymentSubject, portalAttempt.reference);
    portal = { reference: portalAttempt.reference };
  });
  afterAll(async () => h?.dispose());

  const rows: Row[] = [
    {
      name: "API-42 INV-01 GET /invoices/A-10001 lists Brightline's invoices to those working for it with cart access",
      expected: brightline(200),
      request: () => ({ path: "/api/portal-service/invoices/A-10001" }),
    },
    {
      name: "API-42 GET /invoices/A-10002 lists Northgate's invoices to Northgate only",
      expected: statuses(401, 403, 404, 403, 404, 404, 200),
      request: () => ({ path: "/api/portal-service/invoices/A-10002" }),
    },
    {
      name: "INV-02 GET /invoices/A-10001/invoice/{id}/pdf downloads Brightline's invoice",
      expected: brightline(200),
      request: () => ({ path: `/api/portal-service/invoices/A-10001/invoice/${ids.invoice}/pdf` }),
    },
    {
      name: "INV-03 GET /invoices/A-10001/credit-memo/{id}/pdf downloads Brightline's credit memo",
      expected: brightline(200),
      request: () => ({ path: `/api/portal-service/invoices/A-10001/credit-memo/${ids.memo}/pdf` }),
    },
    {
      name: "INV-04 GET /invoices/A-10001/rma/{id}/pdf downloads Brightline's RMA",
      expected: brightline(200),
      request: () => ({ path: `/api/portal-service/invoices/A-10001/rma/${ids.rma}/pdf` }),
    },
    {
      name: "API-43 INV-05 POST /invoices/payment answers Brightline's approved invoice payment",
      expected: brightline(200),
      request: () => ({
        path: "/api/portal-service/invoices/payment",
        body: {
          invoices: paid.invoiceIds,
          paymentId: paid.reference,
          paymentAmount: paid.amount,
          email: "ben.buyer@brightline.example",
          bankSurcharge: "0",
        },
      }),
    },
    {
      name: "API-45 PAY-10 POST /payments answers Brightline's approved portal payment",
      expected: brightline(200),
      request: () => ({
        path: "/api/portal-service/payments",
        body: {
          paymentId: portal.reference,
          paymentAmount: "500",
          fee: "0",
          firstName: "Ben",
          lastName: "Buyer",
          email: "ben.buyer@brightline.example",
          paymentType: "ach",
        },
      }),
    },
    {
      name: "#32.4 POST /credit-memos/{id}/apply reaches Brightline's memo for its callers with cart access (409: an applied memo has nothing left); Northgate's admin 404",
      expected: statuses(401, 403, 409, 403, 409, 409, 404),
      request: () => ({
        method: "POST",
        path: `/api/portal-service/credit-memos/${ids.appliedMemo}/apply`,
        body: { allocations: [{ invoiceId: ids.invoice }] },
      }),
    },
    {
      name: "#32.4 POST /credit-memos/{id}/apply of Brightline's open memo to Northgate's invoice is 404 for every caller reaching it",
      expected: statuses(401, 403, 404, 403, 404, 404, 404),
      request: () => ({
        method: "POST",
        path: `/api/portal-service/credit-memos/${ids.openMemo}/apply`,
        body: { allocations: [{ invoiceId: ids.northgateInvoice, amount: "1.00" }] },
      }),
    },
    {
      name: "#32.4 GET /invoices/A-10001/payment-history lists Brightline's payments and credit applications to its callers with cart access",
      expected: brightline(200),
      request: () => ({ path: "/api/portal-service/invoices/A-10001/payment-history?limit=5" }),
    },
    {
      name: "#32.4 GET /invoices/A-10002/payment-history is Northgate's only: 404 to Brightline's callers",
      expected: statuses(401, 403, 404, 403, 404, 404, 200),
      request: () => ({ path: "/api/portal-service/invoices/A-10002/payment-history" }),
    },
    ...(["statement", "statement.csv", "statement.pdf"] as const).flatMap((file): Row[] => [
      {
        name: `#32.4 GET /invoices/A-10001/${file} answers Brightline's account statement to its callers with cart access`,
        expected: brightline(200),
        request: () => ({
          path: `/api/portal-service/invoices/A-10001/${file}?from=2026-01-01&to=2026-12-31`,
        }),
      },
      {
        name: `#32.4 GET /invoices/A-10002/${file}: another account's statement is 404`,
        expected: statuses(401, 403, 404, 403, 404, 404, 200),
        request: () => ({
          path: `/api/portal-service/invoices/A-10002/${file}?from=2026-01-01&to=2026-12-31`,
        }),
      },
    ]),
    {
      name: "GET /payments lists the working account's portal payments (Northgate's admin: Northgate's)",
      expected: statuses(401, 403, 200, 403, 200, 200, 200),
      request: () => ({ path: "/api/portal-service/payments" }),
    },
  ];

  it.each(rows)("$name", async (row) => {
    const before = await state();
    const actual = {} as Statuses;
    for (const role of roles) {
      const cell = await row.request();
      const response = await h.call(cell.path, {
        ...(cell.method ? { method: cell.method } : {}),
        ...(cell.body !== undefined ? { body: cell.body } : {}),
        ...(role === "guest" ? {} : { cookie: sessions[role].cookie }),
      });
      actual[role] = response.status;
      expect(response.headers.get("cache-control"), role).toBe("private, no-store");
      if (response.status >= 400) {
        const code = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND", 409: "CONFLICT" }[
          response.status
        ];
        expect(await response.json(), role).toEqual({ error: expect.any(String), code });
      }
    }
    expect(actual).toEqual(row.expected);
    // No endpoint of the matrix writes: every answer comes from what the settle recorded.
    expect(await state()).toEqual(before);
  });

  async function state() {
    return {
      invoices: await h.db.select().from(invoices).orderBy(invoices.number),
      creditMemos: await h.db.select().from(creditMemos).orderBy(creditMemos.number),
      allocations: await h.db.select().from(invoiceAllocations).orderBy(invoiceAllocations.id),
      invoicePayments: await h.db.select().from(invoicePayments).orderBy(invoicePayments.paymentId),
      portalPayments: await h.db.select().from(portalPayments).orderBy(portalPayments.paymentId),
    };
  }
});
