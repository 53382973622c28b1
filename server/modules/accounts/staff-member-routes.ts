import type { Context } from "hono";
import { z } from "zod";
import { staffRoleLabels } from "../../../lib/staff/contract.ts";
import { changeStaffRoleBody, staffMembersQuery } from "../../../lib/staff/members.ts";
import { AppError } from "../../errors.ts";
import { parseJson } from "../../http.ts";
import { type StaffApi, type StaffEnv, staffCsv, staffListRequest } from "../../staff-api.ts";
import { createStaffMemberBody } from "./create-staff-member.ts";
import type { AccountsModule } from "./index.ts";

/** A member's id from the path (identity ids are opaque text); anything else is no member (404). */
function memberId(c: Context<StaffEnv>): string {
  const id = z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .safeParse(c.req.param("userId"));
  if (!id.success) throw new AppError("NOT_FOUND", "No such staff member.");
  return id.data;
}

/**
 * `/api/staff/members…` (issue 33 item 1, permission staff.manage: administrators): the staff list
 * (and its CSV), inviting a member, changing a role, deactivating and reactivating, resetting an
 * authenticator app. Each change is one accounts use case, audited in its transaction.
 */
export function staffMemberRoutes(api: StaffApi, accounts: AccountsModule) {
  api.get("/members", "staff.manage", async (c) => {
    const { query, csv } = staffListRequest(c, staffMembersQuery);
    const page = await accounts.listStaffMembers(query);
    if (!csv) return c.json(page);
    return staffCsv(
      "staff-members.csv",
      ["Name", "Email", "Role", "Status", "Authenticator", "Last sign-in", "Added"],
      page.rows.map((m) => [
        m.name,
        m.email,
        staffRoleLabels[m.role],
        m.active ? "Active" : "Deactivated",
        m.authenticator ? "Set up" : "Not set up",
        m.lastSignInAt ?? "",
        m.createdAt,
      ]),
    );
  });
  api.post("/members", "staff.manage", async (c) => {
    const body = await parseJson(c, createStaffMemberBody);
    const member = await accounts.createStaffMember(
      c.get("staff"),
      { headers: c.req.raw.headers, ip: c.get("clientIp") },
      body,
    );
    return c.json({ member }, 201);
  });
  api.put("/members/:userId/role", "staff.manage", async (c) => {
    const id = memberId(c);
    const { role } = await parseJson(c, changeStaffRoleBody);
    return c.json({ member: await accounts.changeStaffRole(c.get("staff"), id, role) });
  });
  for (const [path, active] of [
    ["deactivate", false],
    ["reactivate", true],
  ] as const) {
    api.post(`/members/:userId/${path}`, "staff.manage", async (c) => {
      const id = memberId(c);
      return c.json({ member: await accounts.setStaffActive(c.get("staff"), id, active) });
    });
  }
  api.post("/members/:userId/reset-authenticator", "staff.manage", async (c) => {
    const id = memberId(c);
    return c.json({ member: await accounts.resetStaffAuthenticator(c.get("staff"), id) });
  });
}
