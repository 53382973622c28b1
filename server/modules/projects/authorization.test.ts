import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { products } from "../catalog/schema.ts";
import { projects } from "./schema.ts";

/**
 * The authorization matrix of the projects: every /api/user-service/projects… endpoint × every kind
 * of caller, every cell asserted. Projects are the person's own within their working account
 * (decision 005): a guest gets 401; a basic customer, who works for no account, 404; everyone with a
 * working account keeps their own. Ben's project (A-10001) is 404 to everyone but Ben, his own
 * account's admin and viewer included.
 */
const API = "/api/user-service/projects";
const withAccount = (ok: number) => matrixStatuses(401, 404, ok, ok, ok, ok, ok);

describe.each(testDatabaseKinds())("projects authorization matrix on %s", (kind) => {
  let h: AppHarness;
  let sessions: MatrixSessions;
  let productId: string;
  let bens: string;

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    sessions = await signInMatrix(h);
    const [product] = await h.db.select().from(products).where(eq(products.sku, "EDL-4SMD-11-30K"));
    productId = product?.id as string;
    const created = await h.postJson<{ projectID: string }>(
      `${API}/product`,
      { name: "Ben's warehouse", note: "", product: { productId, quantity: 1, options: [] } },
      { cookie: sessions.distributor.cookie },
    );
    expect(created.status).toBe(201);
    bens = created.body.projectID;
  });
  afterAll(async () => h?.dispose());

  const line = () => ({ productId, quantity: 1, options: [] });
  const rows: MatrixRow[] = [
    {
      name: "API-38 GET projects",
      expected: withAccount(200),
      // The fallback account's outsider lists the account he works for and reaches none of it.
      fallback: 200,
      fallbackBody: { projects: [] },
      path: () => API,
    },
    {
      name: "API-39 POST projects",
      expected: withAccount(201),
      method: "POST",
      path: () => API,
      body: (role) => ({ name: `${role}'s project` }),
    },
    {
      name: "API-41 POST projects/product",
      expected: withAccount(201),
      method: "POST",
      path: () => `${API}/product`,
      body: (role) => ({ name: `${role}'s lighting`, note: "", product: line() }),
    },
    {
      name: "API-40 PUT projects/product/{Ben's}",
      expected: bensOnly(200),
      method: "PUT",
      path: () => `${API}/product/${bens}`,
      body: () => ({ products: [line()] }),
    },
    { name: "GET projects/{Ben's}", expected: bensOnly(200), path: () => `${API}/${bens}` },
    {
      name: "PATCH projects/{Ben's}",
      expected: bensOnly(200),
      method: "PATCH",
      path: () => `${API}/${bens}`,
      body: () => ({ note: "Phase 2" }),
    },
    {
      name: "POST projects/{Ben's}/cart",
      expected: bensOnly(200),
      method: "POST",
      path: () => `${API}/${bens}/cart`,
    },
    {
      name: "POST projects/{Ben's}/quote",
      expected: bensOnly(201),
      method: "POST",
      path: () => `${API}/${bens}/quote`,
      body: () => ({ PurchaseOrder: "PO-PROJ" }),
    },
    {
      name: "#32.3 POST projects/{Ben's}/quote-request",
      expected: bensOnly(201),
      method: "POST",
      path: () => `${API}/${bens}/quote-request`,
      body: () => ({
        message: "Matrix request from a project",
        neededBy: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      }),
    },
    { name: "GET projects/{Ben's}/bom.csv", expected: bensOnly(200), path: () => `${API}/${bens}/bom.csv` },
    { name: "GET projects/{Ben's}/bom.pdf", expected: bensOnly(200), path: () => `${API}/${bens}/bom.pdf` },
    {
      name: "DELETE projects/{Ben's}",
      expected: bensOnly(200),
      method: "DELETE",
      path: () => `${API}/${bens}`,
    },
  ];

  for (const row of rows) {
    it(`SEC-03 PROJ-03 API-38 API-39 API-40 API-41 ${row.name}: every projects endpoint answers each kind of caller as its scope allows`, async () => {
      await expectMatrixRow(h, sessions, row);
      if (row.method !== "DELETE") {
        // Whoever tried, Ben's project is still his, in Brightline.
        const [project] = await h.db.select().from(projects).where(eq(projects.id, bens));
        expect(project?.accountId).toBe("A-10001");
      }
    });
  }
});
