import { z } from "zod";
import { type StaffRole, staffListQuery, staffRoleSchema } from "./contract.ts";

/** A staff member as the console's Staff page lists them (issue 33 item 1). */
export type StaffMemberRow = {
  userId: string;
  name: string;
  email: string;
  role: StaffRole;
  active: boolean;
  /** An authenticator app is set up (else the next sign-in sets one up). */
  authenticator: boolean;
  /** When they last passed the second factor (ISO), or null: never signed in. */
  lastSignInAt: string | null;
  createdAt: string;
};

/** The Staff page's list: free text (name, email), a role, active or not; sorted and paged. */
export const staffMembersQuery = staffListQuery
  .extend({
    role: staffRoleSchema.optional(),
    status: z.enum(["active", "inactive"]).optional(),
  })
  .strict();
export type StaffMembersQuery = z.infer<typeof staffMembersQuery>;

/** The columns the list sorts by (anything else: by name). */
export const staffMemberSorts = ["name", "email", "role", "lastSignIn", "created"] as const;

export const changeStaffRoleBody = z.object({ role: staffRoleSchema }).strict();
