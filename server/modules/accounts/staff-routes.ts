import type { Context } from "hono";
import {
  accountTermsBody,
  assignSalesRepBody,
  createStaffAccountBody,
  lockUserBody,
  repTerritoryBody,
  reviewRegistrationBody,
  staffAccountsQuery,
  staffUsersQuery,
} from "../../../lib/staff/accounts.ts";
import { AppError } from "../../errors.ts";
import { parseJson, parseQuery } from "../../http.ts";
import { STAFF_CSV_LIMIT, type StaffApi, type StaffEnv, staffCsv } from "../../staff-api.ts";
import type { AccountsModule } from "./index.ts";

const client = (c: Context<StaffEnv>) => ({ headers: c.req.raw.headers, ip: c.get("clientIp") });

/** A path parameter (the router matched it, so it is there; the use case answers 404 if unknown). */
function param(c: Context<StaffEnv>, name: string): string {
  const value = c.req.param(name);
  if (!value) throw new AppError("NOT_FOUND", "Not found");
  return value;
}

/**
 * Issue 33 item 2: customer service's accounts and people under /api/staff. Reads need
 * `accounts.read`, changes `accounts.write`; each change is one use case that writes its audit entry.
 */
export function staffAccountRoutes(api: StaffApi, accounts: AccountsModule) {
  const staff = accounts.staff;

  api.get("/accounts", "accounts.read", async (c) => {
    const query = parseQuery(c, staffAccountsQuery);
    if (query.format !== "csv") return c.json(await staff.searchAccounts(query));
    const { rows } = await staff.searchAccounts(query, STAFF_CSV_LIMIT);
    return staffCsv(
      "accounts.csv",
      ["Account", "Name", "City", "State", "Billing ZIP", "Credit terms (days)", "Members", "Pending"],
      rows.map((r) => [
        r.id,
        r.name,
        r.city ?? "",
        r.state ?? "",
        r.billingZip,
        r.creditTermsDays?.toString() ?? "",
        String(r.members),
        String(r.pending),
      ]),
    );
  });
  api.post("/accounts", "accounts.write", async (c) => {
    const body = await parseJson(c, createStaffAccountBody);
    return c.json(await staff.createAccount(c.get("staff"), client(c), body), 201);
  });
  api.get("/accounts/:accountId", "accounts.read", async (c) =>
    c.json(await staff.account(param(c, "accountId"))),
  );
  api.put("/accounts/:accountId/terms", "accounts.write", async (c) => {
    const body = await parseJson(c, accountTermsBody);
    return c.json(await staff.setAccountTerms(c.get("staff"), param(c, "accountId"), body));
  });
  api.post("/accounts/:accountId/registrations", "accounts.write", async (c) => {
    const body = await parseJson(c, reviewRegistrationBody);
    return c.json(await staff.reviewRegistration(c.get("staff"), param(c, "accountId"), body));
  });
  api.post("/accounts/:accountId/sales-reps", "accounts.write", async (c) => {
    const { salesRepId } = await parseJson(c, assignSalesRepBody);
    await staff.assignSalesRep(c.get("staff"), param(c, "accountId"), salesRepId);
    return c.json({ assigned: salesRepId }, 201);
  });
  api.delete("/accounts/:accountId/sales-reps/:salesRepId", "accounts.write", async (c) => {
    await staff.unassignSalesRep(c.get("staff"), param(c, "accountId"), param(c, "salesRepId"));
    return c.json({ removed: param(c, "salesRepId") });
  });

  api.get("/sales-reps", "accounts.read", async (c) => c.json({ salesReps: await staff.salesReps() }));
  api.put("/sales-reps/:salesRepId/territory", "accounts.write", async (c) => {
    const { states } = await parseJson(c, repTerritoryBody);
    return c.json(await staff.setRepTerritory(c.get("staff"), param(c, "salesRepId"), states));
  });

  api.get("/users", "accounts.read", async (c) => {
    const query = parseQuery(c, staffUsersQuery);
    if (query.format !== "csv") return c.json(await staff.searchUsers(query));
    const { rows } = await staff.searchUsers(query, STAFF_CSV_LIMIT);
    return staffCsv(
      "users.csv",
      ["Name", "Email", "Type", "Accounts", "Locked at", "Last sign-in"],
      rows.map((r) => [
        r.name,
        r.email,
        r.customerType,
        r.accounts.join(" "),
        r.lockedAt ?? "",
        r.lastLoginAt ?? "",
      ]),
    );
  });
  api.get("/users/:userId", "accounts.read", async (c) => c.json(await staff.user(param(c, "userId"))));
  api.post("/users/:userId/lock", "accounts.write", async (c) => {
    const { reason } = await parseJson(c, lockUserBody);
    return c.json(await staff.lockUser(c.get("staff"), param(c, "userId"), reason));
  });
  api.post("/users/:userId/unlock", "accounts.write", async (c) =>
    c.json(await staff.unlockUser(c.get("staff"), param(c, "userId"))),
  );
  api.post("/users/:userId/password-reset", "accounts.write", async (c) =>
    c.json(await staff.sendPasswordReset(c.get("staff"), client(c), param(c, "userId"))),
  );
}
