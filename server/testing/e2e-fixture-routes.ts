import { Hono } from "hono";
import { z } from "zod";
import { staffRoleSchema } from "../../lib/staff/contract.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../errors.ts";
import {
  createFixtureAccount,
  createFixtureStaff,
  deleteFixtureAccount,
  fixtureAccountIdPattern,
} from "./e2e-fixtures.ts";

/** #32.2: an account on terms (its approved orders are placed on account), else card or ACH only. */
const fixtureAccountOptions = z
  .object({ creditTermsDays: z.number().int().min(1).max(120).optional() })
  .strict();

/**
 * `/dev/fixtures` (#11.9): end-to-end tests create an account of their own with its users and delete
 * it afterwards, over HTTP, because the e2e server is the only process that may open its embedded
 * database. Test-only: mounted when the app's `testFixtures` option is set, which the server sets
 * only from E2E_FIXTURES=true (off by default; refused with a public, non-loopback PUBLIC_URL).
 *
 * - `POST /dev/fixtures/accounts` → 201 with the account, its users and their password; the body may
 *   give the account credit terms (`{ "creditTermsDays": 30 }`).
 * - `POST /dev/fixtures/staff` `{ "role": "design" }` → 201 with a new staff member's email and
 *   password (no authenticator app yet: the test's first sign-in sets one up).
 * - `DELETE /dev/fixtures/accounts/:id` → 204; 404 when there is no such fixture account (a demo
 *   account's id included).
 */
export function testFixtureRoutes(db: Db) {
  const router = new Hono();
  router.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
  });

  router.post("/accounts", async (c) => {
    const options = fixtureAccountOptions.safeParse(await c.req.json().catch(() => ({})));
    if (!options.success) throw new AppError("VALIDATION", "creditTermsDays must be a whole number of days");
    return c.json(await createFixtureAccount(db, options.data), 201);
  });

  // Issue 33: a staff member of the test's own (each spec sets up its own authenticator app).
  router.post("/staff", async (c) => {
    const body = z
      .object({ role: staffRoleSchema })
      .strict()
      .safeParse(await c.req.json().catch(() => ({})));
    if (!body.success) throw new AppError("VALIDATION", "role must be a staff role");
    return c.json(await createFixtureStaff(db, body.data.role), 201);
  });

  router.delete("/accounts/:id", async (c) => {
    const id = c.req.param("id");
    if (!fixtureAccountIdPattern.test(id) || !(await deleteFixtureAccount(db, id))) {
      throw new AppError("NOT_FOUND", "No such fixture account");
    }
    return c.body(null, 204);
  });
  return router;
}
