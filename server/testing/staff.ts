import type { StaffRole, StaffSignInStep } from "../../lib/staff/contract.ts";
import { demoPassword } from "../modules/accounts/demo/accounts.ts";
import { demoStaff } from "../modules/accounts/index.ts";
import { type AppHarness, cookieHeader } from "./app-harness.ts";
import { totpCode } from "./totp.ts";

/** A staff member's console session: the cookie a browser would send. */
export type StaffSession = { cookie: string; email: string };

/** The authenticator secrets set up in each harness, by address (as the person's phone keeps them). */
const secrets = new WeakMap<AppHarness, Map<string, string>>();

/** The demo staff member of a role (README, "Staff console"). */
export function demoStaffEmail(role: StaffRole): string {
  const member = demoStaff.find((m) => m.role === role);
  if (!member) throw new Error(`no demo staff member is ${role}`);
  return member.email;
}

/**
 * Signs a staff member in at the staff API as a person would: the password, then (setting up the
 * authenticator app the first time) a code computed from the secret the server answered.
 */
export async function signInStaff(
  h: AppHarness,
  email: string,
  password = demoPassword,
): Promise<StaffSession> {
  let known = secrets.get(h);
  if (!known) {
    known = new Map();
    secrets.set(h, known);
  }
  const first = await h.call("/api/staff-auth/sign-in", { body: { email, password } });
  if (first.status !== 200)
    throw new Error(`staff sign-in of ${email} answered ${first.status}: ${await first.text()}`);
  const step = (await first.json()) as StaffSignInStep;
  if (step.step === "enroll") known.set(email, step.secret);
  const secret = known.get(email);
  if (!secret) throw new Error(`no authenticator secret is known for ${email}`);
  const second = await h.call("/api/staff-auth/code", {
    body: { code: totpCode(secret) },
    cookie: cookieHeader(first),
  });
  if (second.status !== 200)
    throw new Error(`staff code of ${email} answered ${second.status}: ${await second.text()}`);
  return { cookie: cookieHeader(second), email };
}

/** The demo staff member of each role, signed in. */
export async function signInStaffRoles(h: AppHarness): Promise<Record<StaffRole, StaffSession>> {
  const roles = ["admin", "customer-service", "design", "warranty", "catalog"] as const;
  const sessions = {} as Record<StaffRole, StaffSession>;
  for (const role of roles) sessions[role] = await signInStaff(h, demoStaffEmail(role));
  return sessions;
}
