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
import { products } from "../catalog/schema.ts";
import { orders } from "../orders/schema.ts";
import { warrantyClaims } from "./schema.ts";

/**
 * The authorization matrix of the warranty claims: every /api/user-service/warranty-claims… endpoint
 * × every kind of caller, and the warranty team's integration API against every way of calling it
 * without its key. A claim needs a signed-in caller (guest 401) of a working account (a basic
 * customer 404) and an order of that account; the list is the claimant's own; the photos of Ben's
 * claim (A-10001) download for Ben alone, 404 to everyone else.
 */
const API = "/api/user-service/warranty-claims";
const KEY = "integration-key-for-tests-0123456789";

describe.each(testDatabaseKinds())("warranty claims authorization matrix on %s", (kind) => {
  let h: AppHarness;
  let sessions: MatrixSessions;
  let sku: string;
  const orderOf: Record<string, string> = {};
  let bens: BensUpload;

  const claim = (reference: string) =>
    formOf(
      {
        reference,
        sku,
        quantity: "3",
        installDate: "2026-01-15",
        failureDescription: "Two drivers flicker and fail after 20 minutes.",
      },
      [["photos", sampleFiles.png(), "fixture.png"]],
    );

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true, integrationApiKey: KEY });
    sessions = await signInMatrix(h);
    sku = (await h.db.select({ sku: products.sku }).from(products).limit(1))[0]?.sku as string;
    for (const account of ["A-10001", "A-10002"])
      orderOf[account] = (
        await h.db.select({ n: orders.number }).from(orders).where(eq(orders.accountId, account)).limit(1)
      )[0]?.n as string;
    bens = await sendBensUpload(h, sessions, API, claim(orderOf["A-10001"] as string), {
      list: "claims",
      files: "photos",
    });
  });
  afterAll(async () => h?.dispose());

  const rows: MatrixRow[] = [
    {
      name: "API-36 GET warranty-claims",
      expected: matrixStatuses(401, 200, 200, 200, 200, 200, 200),
      path: () => API,
    },
    {
      name: "API-37 POST warranty-claims (an order of the caller's working account)",
      expected: matrixStatuses(401, 404, 201, 201, 201, 201, 201),
      // The fallback account's order is not one of the outsider's: the orders module does not find it.
      fallback: 400,
      path: () => API,
      form: (role) => claim(orderOf[role === "otherAdmin" ? "A-10002" : "A-10001"] as string),
    },
    {
      name: "API-37 POST warranty-claims (an order of another account)",
      expected: matrixStatuses(401, 404, 400, 400, 400, 400, 400),
      fallback: 400,
      path: () => API,
      form: (role) => claim(orderOf[role === "otherAdmin" ? "A-10001" : "A-10002"] as string),
    },
    {
      name: "GET warranty-claims/{Ben's}/photos/{photo}",
      expected: bensOnly(200),
      path: () => `${API}/${bens.rid}/photos/${bens.fileId}`,
    },
  ];

  for (const row of rows) {
    it(`SEC-03 WARR-01 WARR-02 API-36 API-37 ${row.name}: every warranty endpoint answers each kind of caller as its scope allows`, async () => {
      await expectMatrixRow(h, sessions, row);
      const [mine] = await h.db.select().from(warrantyClaims).where(eq(warrantyClaims.id, bens.rid));
      expect(mine?.accountId).toBe("A-10001");
    });
  }

  it("SEC-03 WARR-03 the warranty team's integration API takes only its key: none, a wrong one, a user's session or bearer token are refused (401)", async () => {
    const base = "/api/order-service/integration/warranty-claims";
    const path = () => `${base}/${bens.number}/status`;
    const read = { method: "GET", path: () => `${base}/${bens.number}` };
    const photo = { method: "GET", path: () => `${base}/${bens.number}/photos/${bens.fileId}` };
    await expectIntegrationRefusals(h, sessions, KEY, [
      { method: "PUT", path, body: { status: "UNDER_REVIEW" } },
      read,
      photo,
    ]);
    const [mine] = await h.db.select().from(warrantyClaims).where(eq(warrantyClaims.id, bens.rid));
    expect(mine?.status).toBe("SUBMITTED");
    const claim = await callWithKey(h, KEY, read);
    expect(claim.status).toBe(200);
    expect(((await claim.json()) as { photos: { id: string }[] }).photos.map((p) => p.id)).toEqual([
      bens.fileId,
    ]);
    expect((await callWithKey(h, KEY, photo)).status).toBe(200);
    const moved = await callWithKey(h, KEY, { method: "PUT", path, body: { status: "UNDER_REVIEW" } });
    expect(moved.status).toBe(200);
  });
});
