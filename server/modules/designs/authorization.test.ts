import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultScxSelection } from "../../../lib/builder/scx.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import {
  bensOnly,
  expectMatrixRow,
  type MatrixRow,
  type MatrixSessions,
  matrixStatuses,
  signInMatrix,
} from "../../testing/callers.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { customDesigns } from "./schema.ts";

/**
 * The authorization matrix of the saved custom designs: every /api/cart-service/custom-design…
 * endpoint × every kind of caller, every cell asserted. Designs are the person's own within the
 * account they work for (a basic customer keeps designs of no account): a guest gets 401, every
 * signed-in person saves and lists their own; Ben's design (A-10001) is 404 to everyone but Ben.
 */
const API = "/api/cart-service/custom-design";
const everyone = (ok: number) => matrixStatuses(401, ok, ok, ok, ok, ok, ok);
const configuration = { ...defaultScxSelection, length: "8", finish: "BK", cct: "35K" };

describe.each(testDatabaseKinds())("custom designs authorization matrix on %s", (kind) => {
  let h: AppHarness;
  let sessions: MatrixSessions;
  let bens: string;

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    sessions = await signInMatrix(h);
    const saved = await h.postJson<{ id: string }>(
      `${API}/add`,
      { name: "Ben's lobby", note: "", configuration },
      { cookie: sessions.distributor.cookie },
    );
    expect(saved.status).toBe(201);
    bens = saved.body.id;
  });
  afterAll(async () => h?.dispose());

  const rows: MatrixRow[] = [
    {
      name: "API-23 POST custom-design/add",
      expected: everyone(201),
      method: "POST",
      path: () => `${API}/add`,
      body: (role) => ({ name: `${role}'s run`, note: "", configuration }),
    },
    { name: "API-24 GET custom-design", expected: everyone(200), path: () => API },
    { name: "GET custom-design/{Ben's}", expected: bensOnly(200), path: () => `${API}/${bens}` },
    {
      name: "POST custom-design/{Ben's}/duplicate",
      expected: bensOnly(201),
      method: "POST",
      path: () => `${API}/${bens}/duplicate`,
    },
    {
      name: "POST custom-design/{Ben's}/cart",
      expected: bensOnly(200),
      method: "POST",
      path: () => `${API}/${bens}/cart`,
      body: () => ({ quantity: 1 }),
    },
    {
      name: "POST custom-design/{Ben's}/quote",
      expected: bensOnly(201),
      method: "POST",
      path: () => `${API}/${bens}/quote`,
      body: () => ({ quantity: 2, PurchaseOrder: "PO-MATRIX" }),
    },
    { name: "GET custom-design/{Ben's}/pdf", expected: bensOnly(200), path: () => `${API}/${bens}/pdf` },
    {
      name: "DELETE custom-design/{Ben's}",
      expected: bensOnly(200),
      method: "DELETE",
      path: () => `${API}/${bens}`,
    },
  ];

  for (const row of rows) {
    it(`SEC-03 DESIGN-03 DESIGN-04 API-23 API-24 ${row.name}: every designs endpoint answers each kind of caller as its scope allows`, async () => {
      await expectMatrixRow(h, sessions, row);
      if (row.method !== "DELETE") {
        const [design] = await h.db.select().from(customDesigns).where(eq(customDesigns.id, bens));
        expect(design?.accountId).toBe("A-10001");
      }
    });
  }
});
