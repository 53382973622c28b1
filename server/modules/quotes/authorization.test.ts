import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Cart } from "../../../lib/cart/contract.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import {
  type MatrixRole,
  matrixEmails,
  matrixRoles,
  type SignedInMatrixRole,
} from "../../testing/callers.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { authUsers } from "../accounts/schema.ts";
import { quotes } from "./schema.ts";

/**
 * The authorization matrix of the quotes (issue 12): every /api/cart-service/quotes… endpoint × every
 * kind of caller, every cell asserted. The object under test is a quote of Brightline (A-10001). A
 * guest gets 401; a signed-in caller without cart access (a basic customer; a Brightline member
 * without `cart`) 403 before anything is read (USER-10); a caller whose working account is another
 * (Northgate's admin) 404, never the data. Brightline's buyer and admin and its representative (whose
 * selected assigned account it is, SEC-10) reach it.
 */
const roles = matrixRoles;
type Role = MatrixRole;
type SignedInRole = SignedInMatrixRole;
type Statuses = Record<Role, number>;
const emails = matrixEmails;

/** One expected status per caller, in the order of `roles`. */
function statuses(...values: [number, number, number, number, number, number, number]): Statuses {
  return Object.fromEntries(roles.map((role, i) => [role, values[i]])) as Statuses;
}
/** Brightline's quote: its people with cart access reach it; Northgate's admin does not find it. */
const brightline = (ok: number) => statuses(401, 403, ok, 403, ok, ok, 404);

type Cell = { method?: string; path: string; body?: unknown };
type Row = {
  name: string;
  expected: Statuses;
  /** The request of one cell; mutating rows make a fresh quote per cell so cells cannot leak. */
  request(role: Role): Promise<Cell> | Cell;
  /** Checks the state behind one cell after its answer (a refused call changed nothing). */
  after?(role: Role, status: number, cell: Cell): Promise<void>;
};

describe.each(testDatabaseKinds())("quotes authorization matrix on %s", (kind) => {
  let h: AppHarness;
  const sessions = {} as Record<SignedInRole, { cookie: string; caller: SessionUser }>;
  let target: string;

  /** A new quote of Brightline, saved by its buyer from the cart. */
  async function newQuote(purchaseOrder = "PO-MATRIX"): Promise<string> {
    const result = await h.services.quotes.create(sessions.distributor.caller, {
      PurchaseOrder: purchaseOrder,
    });
    return result.body.id;
  }
  /** Issue 32: a new quote request of Brightline, asked by its buyer from the cart. */
  async function newRequest(): Promise<{ id: string; lines: { id: string; unitPriceCents: number }[] }> {
    const result = await h.services.quotes.request(sessions.distributor.caller, {
      message: "Matrix request",
      neededBy: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    });
    return { id: result.body.id, lines: result.body.items.map((i) => ({ id: i.id, unitPriceCents: 100 })) };
  }
  async function answered(): Promise<string> {
    const request = await newRequest();
    await h.services.quotes.answerAsRep(sessions.representative.caller, request.id, {
      lines: request.lines,
      expiresOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      note: "",
    });
    return request.id;
  }
  async function quoteRow(id: string) {
    return (await h.db.select().from(quotes).where(eq(quotes.id, id)))[0];
  }

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    for (const role of roles) {
      if (role === "guest") continue;
      const { cookie } = await h.signIn(emails[role]);
      const [user] = await h.db.select().from(authUsers).where(eq(authUsers.email, emails[role]));
      sessions[role] = { cookie, caller: await h.services.accounts.sessionUser(user?.id as string) };
    }
    // Brightline's cart (for its quotes) and Northgate's (for Northgate's admin to save one of her own).
    for (const [role, sku] of [
      ["distributor", "EDL-4SMD-11-30K"],
      ["otherAdmin", "CTR-22-30-50K"],
    ] as const) {
      const added = await h.postJson(
        "/api/cart-service/cart/add",
        { sku, quantity: 2 },
        { cookie: sessions[role].cookie },
      );
      expect(added.status).toBe(200);
    }
    target = await newQuote();
  });
  afterAll(async () => h?.dispose());

  const rows: Row[] = [
    {
      name: "API-25 QUOTE-01 GET /quotes/account/A-10001 lists Brightline's quotes to those working for it with cart access",
      expected: brightline(200),
      request: () => ({ path: "/api/cart-service/quotes/account/A-10001" }),
    },
    {
      name: "API-25 GET /quotes/account/A-10002 lists Northgate's quotes to Northgate only",
      expected: statuses(401, 403, 404, 403, 404, 404, 200),
      request: () => ({ path: "/api/cart-service/quotes/account/A-10002" }),
    },
    {
      name: "API-26 QUOTE-02 GET /quotes/{id} opens Brightline's quote",
      expected: brightline(200),
      request: () => ({ path: `/api/cart-service/quotes/${target}` }),
    },
    {
      name: "API-27 QUOTE-07 PUT /quotes/{id} edits Brightline's quote; a refused edit changes nothing",
      expected: brightline(200),
      async request(role) {
        return {
          method: "PUT",
          path: `/api/cart-service/quotes/${await newQuote()}`,
          body: { PurchaseOrder: `PO-BY-${role}` },
        };
      },
      async after(role, status, cell) {
        const row = await quoteRow(cell.path.split("/").at(-1) as string);
        expect(row?.purchaseOrder, role).toBe(status === 200 ? `PO-BY-${role}` : "PO-MATRIX");
      },
    },
    {
      name: "API-28 QUOTE-08 DELETE /quotes/{id} deletes Brightline's quote; a refused delete leaves it",
      expected: brightline(200),
      async request() {
        return { method: "DELETE", path: `/api/cart-service/quotes/${await newQuote()}` };
      },
      async after(role, status, cell) {
        const row = await quoteRow(cell.path.split("/").at(-1) as string);
        expect(row === undefined, role).toBe(status === 200);
      },
    },
    {
      name: "API-29 QUOTE-05 POST /quotes saves the working account's cart, for callers with cart access",
      // Northgate's admin saves Northgate's cart: her own account.
      expected: statuses(401, 403, 201, 403, 201, 201, 201),
      request: (role) => ({ path: "/api/cart-service/quotes", body: { PurchaseOrder: `PO-NEW-${role}` } }),
      async after(role, status) {
        const saved = await h.db
          .select()
          .from(quotes)
          .where(eq(quotes.purchaseOrder, `PO-NEW-${role}`));
        expect(
          saved.map((q) => q.accountId),
          role,
        ).toEqual(status === 201 ? [role === "otherAdmin" ? "A-10002" : "A-10001"] : []);
      },
    },
    {
      name: "API-29 POST /quotes naming Brightline saves nothing for a caller working for another account",
      expected: { ...brightline(201) },
      request: (role) => ({
        path: "/api/cart-service/quotes",
        body: { PurchaseOrder: `PO-NAMED-${role}`, accountId: "A-10001" },
      }),
      async after(role, status) {
        const saved = await h.db
          .select()
          .from(quotes)
          .where(eq(quotes.purchaseOrder, `PO-NAMED-${role}`));
        expect(saved.length, role).toBe(status === 201 ? 1 : 0);
      },
    },
    {
      name: "GET /quotes/{id}/pdf downloads Brightline's quote",
      expected: brightline(200),
      request: () => ({ path: `/api/cart-service/quotes/${target}/pdf` }),
    },
    {
      name: "POST /quotes/{id}/cart copies Brightline's quote into Brightline's cart; Northgate's cart is untouched",
      expected: brightline(200),
      request: () => ({ method: "POST", path: `/api/cart-service/quotes/${target}/cart` }),
      async after(role, status) {
        const northgate = await h.getJson<Cart>("/api/cart-service/cart", {
          cookie: sessions.otherAdmin.cookie,
        });
        expect(
          northgate.body.items.map((i) => [i.productDetails.sku, i.quantity]),
          `${role} ${status}`,
        ).toEqual([["CTR-22-30-50K", 2]]);
      },
    },
    {
      name: "#32.3 POST /quote-requests asks the working account's rep for prices on its cart, for callers with cart access",
      expected: statuses(401, 403, 201, 403, 201, 201, 201),
      request: () => ({
        path: "/api/cart-service/quote-requests",
        body: {
          message: "Prices please",
          neededBy: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        },
      }),
    },
    {
      name: "#32.3 GET /quote-requests lists the caller's requests (a rep's: of every assigned account)",
      expected: statuses(401, 403, 200, 403, 200, 200, 200),
      request: () => ({ path: "/api/cart-service/quote-requests" }),
    },
    {
      name: "#32.3 POST /quote-requests/{id}/answer: only the account's rep answers; another account's caller finds nothing",
      expected: statuses(401, 404, 403, 403, 403, 200, 404),
      async request() {
        const request = await newRequest();
        return {
          path: `/api/cart-service/quote-requests/${request.id}/answer`,
          body: {
            lines: request.lines,
            expiresOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
            note: "",
          },
        };
      },
    },
    {
      name: "#32.3 POST /quote-requests/{id}/respond: the account's buyers decide, the rep does not; another account's request is 404",
      expected: statuses(401, 403, 200, 403, 200, 403, 404),
      async request() {
        return {
          path: `/api/cart-service/quote-requests/${await answered()}/respond`,
          body: { action: "accept" },
        };
      },
    },
  ];

  it.each(rows)("$name", async (row) => {
    const actual = {} as Statuses;
    for (const role of roles) {
      const cell = await row.request(role);
      const response = await h.call(cell.path, {
        ...(cell.method ? { method: cell.method } : {}),
        ...(cell.body !== undefined ? { body: cell.body } : {}),
        ...(role === "guest" ? {} : { cookie: sessions[role].cookie }),
      });
      actual[role] = response.status;
      await expectNoLeak(role, response);
      await row.after?.(role, response.status, cell);
    }
    expect(actual).toEqual(row.expected);
  });

  /** A refusal is the error shape and nothing else; a quote is never stored by a shared cache. */
  async function expectNoLeak(role: Role, response: Response) {
    expect(response.headers.get("cache-control"), role).toBe("private, no-store");
    if (response.status < 400) return;
    const body = (await response.json()) as Record<string, unknown>;
    const code = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND" }[response.status];
    expect(body, role).toEqual({ error: expect.any(String), code });
  }
});
