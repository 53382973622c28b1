import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import {
  type MatrixRole,
  matrixEmails,
  matrixRoles,
  type SignedInMatrixRole,
} from "../../testing/callers.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { authUsers } from "../accounts/schema.ts";
import { products } from "../catalog/schema.ts";
import { favorites } from "./schema.ts";

/**
 * The authorization matrix of the favorites (issue 14): every /api/user-service/favorites… endpoint ×
 * every kind of caller, every cell asserted. Favorites are the person's own: every signed-in person,
 * whatever their account and rights, keeps and reads their own (a basic customer and a viewer without
 * cart access included); a guest gets 401; another person's favorite (Max's) is 404 to everyone.
 */
const roles = matrixRoles;
type Role = MatrixRole;
type SignedInRole = SignedInMatrixRole;
const emails = matrixEmails;
const OWNER = "max.multi@northgate.example";
const everyone = (status: number) =>
  Object.fromEntries(roles.map((role) => [role, role === "guest" ? 401 : status])) as Record<Role, number>;

describe.each(testDatabaseKinds())("favorites authorization matrix on %s", (kind) => {
  let h: AppHarness;
  const cookies = {} as Record<SignedInRole, string>;
  let productId: string;
  let otherProductId: string;
  let ownerId: string;
  let maxsRid: string;

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    for (const role of roles) if (role !== "guest") cookies[role] = (await h.signIn(emails[role])).cookie;
    const [first, second] = await h.db.select({ id: products.id }).from(products).limit(2);
    productId = first?.id as string;
    otherProductId = second?.id as string;
    const [owner] = await h.db.select().from(authUsers).where(eq(authUsers.email, OWNER));
    ownerId = owner?.id as string;
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(favorites);
    const [maxs] = await h.db
      .insert(favorites)
      .values({ userId: ownerId, productId: otherProductId, sku: "MAX-1", name: "Max's" })
      .returning();
    maxsRid = maxs?.rid as string;
  });

  const rows: { name: string; expected: Record<Role, number>; method: string; path: () => string }[] = [
    { name: "API-30 GET favorites", expected: everyone(200), method: "GET", path: () => "" },
    { name: "GET favorites/ids", expected: everyone(200), method: "GET", path: () => "/ids" },
    {
      name: "API-31 POST favorites/add/{product}",
      expected: everyone(201),
      method: "POST",
      path: () => `/add/${productId}`,
    },
    {
      name: "API-32 DELETE favorites/remove/{another person's rid}",
      expected: everyone(404),
      method: "DELETE",
      path: () => `/remove/${maxsRid}`,
    },
    {
      name: "API-32 DELETE favorites/remove/{another person's product}",
      expected: everyone(404),
      method: "DELETE",
      path: () => `/remove/${otherProductId}`,
    },
  ];

  for (const row of rows) {
    it(`API-30 API-31 API-32 ${row.name}: guest 401, every signed-in person their own`, async () => {
      for (const role of roles) {
        const response = await h.call(`/api/user-service/favorites${row.path()}`, {
          method: row.method,
          ...(role === "guest" ? {} : { cookie: cookies[role] }),
        });
        expect(response.status, `${role}: ${await response.text()}`).toBe(row.expected[role]);
      }
      // Max's favorite is untouched whoever tried.
      const [maxs] = await h.db.select().from(favorites).where(eq(favorites.rid, maxsRid));
      expect(maxs?.userId).toBe(ownerId);
    });
  }

  it("FAV-03 API-32 each signed-in person removes their own favorite (200), never anyone else's", async () => {
    for (const role of roles) {
      if (role === "guest") continue;
      const added = await h.call(`/api/user-service/favorites/add/${productId}`, {
        method: "POST",
        cookie: cookies[role],
      });
      expect(added.status, role).toBe(201);
      const { favorite } = (await added.json()) as { favorite: { rid: string } };
      const removed = await h.call(`/api/user-service/favorites/remove/${favorite.rid}`, {
        method: "DELETE",
        cookie: cookies[role],
      });
      expect(removed.status, role).toBe(200);
    }
    expect(await h.db.select().from(favorites)).toHaveLength(1);
  });
});
