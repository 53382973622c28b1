import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import {
  type BensUpload,
  bensOnly,
  callWithKey,
  expectIntegrationRefusals,
  expectMatrixRow,
  type MatrixRow,
  type MatrixSessions,
  matrixStatuses,
  sendBensUpload,
  signInMatrix,
} from "../../testing/callers.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { formOf, sampleFiles } from "../../testing/uploads.ts";
import { layoutRequests } from "./schema.ts";

/**
 * The authorization matrix of the lighting layout requests: every /api/user-service/lighting-layouts…
 * endpoint × every kind of caller, and the design team's integration API against every way of
 * calling it without its key. Anyone, a guest included, may send a request (the form says who they
 * are); the list is the signed-in requester's own (401 for a guest); the plans of Ben's request
 * (A-10001) download for Ben alone, 404 to everyone else.
 */
const API = "/api/user-service/lighting-layouts";
const KEY = "integration-key-for-tests-0123456789";
const fields = {
  name: "Ben Buyer",
  email: "ben.buyer@brightline.example",
  phone: "555-0100",
  company: "Brightline",
  projectName: "Warehouse 7 retrofit",
  siteAddress: "700 Dock Rd, Toledo OH",
  spaceType: "Warehouse",
  dimensions: "120 ft x 80 ft",
  ceilingHeight: "28 ft",
  targetLightLevels: "30 fc at floor",
  fixturePreferences: "High bays, 4000K",
  dueDate: "2027-03-01",
};
const plan = () => formOf(fields, [["files", sampleFiles.pdf(), "plan.pdf"]]);

describe.each(testDatabaseKinds())("lighting layouts authorization matrix on %s", (kind) => {
  let h: AppHarness;
  let sessions: MatrixSessions;
  let bens: BensUpload;

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, integrationApiKey: KEY });
    sessions = await signInMatrix(h);
    bens = await sendBensUpload(h, sessions, API, plan(), { list: "layouts", files: "plans" });
  });
  afterAll(async () => h?.dispose());

  const rows: MatrixRow[] = [
    {
      name: "API-33 GET lighting-layouts",
      expected: matrixStatuses(401, 200, 200, 200, 200, 200, 200),
      path: () => API,
    },
    {
      name: "API-34 POST lighting-layouts",
      expected: matrixStatuses(201, 201, 201, 201, 201, 201, 201),
      path: () => API,
      form: () => plan(),
    },
    {
      name: "API-35 POST lighting-layouts-2",
      expected: matrixStatuses(201, 201, 201, 201, 201, 201, 201),
      path: () => `${API}-2`,
      form: () => plan(),
    },
    {
      name: "GET lighting-layouts/{Ben's}/files/{plan}",
      expected: bensOnly(200),
      path: () => `${API}/${bens.rid}/files/${bens.fileId}`,
    },
  ];

  for (const row of rows) {
    it(`SEC-03 LAYOUT-01 LAYOUT-02 API-33 API-34 API-35 ${row.name}: every layouts endpoint answers each kind of caller as its scope allows`, async () => {
      await expectMatrixRow(h, sessions, row);
      const [request] = await h.db.select().from(layoutRequests).where(eq(layoutRequests.id, bens.rid));
      expect(request?.accountId).toBe("A-10001");
    });
  }

  it("SEC-03 LAYOUT-04 the design team's integration API takes only its key: none, a wrong one, a user's session or bearer token are refused (401)", async () => {
    const base = "/api/order-service/integration/layout-requests";
    await expectIntegrationRefusals(h, sessions, KEY, [
      { method: "PUT", path: () => `${base}/${bens.number}/status`, body: { status: "IN_DESIGN" } },
      { method: "GET", path: () => `${base}/${bens.number}` },
      { method: "GET", path: () => `${base}/${bens.number}/files/${bens.fileId}` },
    ]);
    const [request] = await h.db.select().from(layoutRequests).where(eq(layoutRequests.id, bens.rid));
    expect(request?.status).toBe("RECEIVED");
    const read = await callWithKey(h, KEY, { method: "GET", path: () => `${base}/${bens.number}` });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { plans: { id: string }[] }).plans.map((p) => p.id)).toEqual([
      bens.fileId,
    ]);
    const plan = { method: "GET", path: () => `${base}/${bens.number}/files/${bens.fileId}` };
    expect((await callWithKey(h, KEY, plan)).status).toBe(200);
    const moved = await callWithKey(h, KEY, {
      method: "PUT",
      path: () => `${base}/${bens.number}/status`,
      body: { status: "IN_DESIGN" },
    });
    expect(moved.status).toBe(200);
  });
});
