import { parseArgs } from "node:util";
import { staffRoleLabels } from "../lib/staff/contract.ts";
import { createStaffMemberBody } from "../server/modules/accounts/index.ts";
import type { Services } from "../server/services.ts";
import { UsageError } from "./cli.ts";

export const staffUsage = `Usage:
  npm run staff:create -- --email <address> --role <role> [--name "Full Name"]

Adds a member of the manufacturer's staff (issue 33), the first administrator among them. Roles:
  admin             Administrator (manages staff; everything)
  customer-service  Customer service (accounts, users, orders, quotes, payments)
  design            Design team (lighting layout requests)
  warranty          Warranty team (warranty claims)
  catalog           Catalogue and pricing (catalogue import, price lists, coupons, freight rules)

The person is mailed a link to choose a password (without SMTP_URL the link is printed here, as the
stored outbox is all there is), then signs in at /staff/login and sets up an authenticator app.
The action is recorded in the staff audit log as the command line's.

The database is the server's: PostgreSQL at DATABASE_URL, otherwise the embedded database in
DATA_DIR (default ./data). Stop the server first when it uses the embedded database.`;

/** The command line as the use case's body. */
export function parseStaffCommand(argv: readonly string[]) {
  let parsed: ReturnType<
    typeof parseArgs<{
      options: { email: { type: "string" }; role: { type: "string" }; name: { type: "string" } };
    }>
  >;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { email, role, name } = parsed.values;
  if (!email || !role) throw new UsageError("Name the person's --email and --role.");
  const result = createStaffMemberBody.safeParse({
    email,
    role,
    name:
      name ?? (email.split("@")[0] ?? email).replace(/[._-]+/g, " ").replace(/\b\w/g, (c) => c.toUpperCase()),
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new UsageError(
      issue?.path[0] === "role"
        ? `--role must be one of ${Object.keys(staffRoleLabels).join(", ")}`
        : (issue?.message ?? "Not valid"),
    );
  }
  return result.data;
}

/** Runs `staff:create` on the services; answers the lines to print. */
export async function runStaffCommand(
  services: Pick<Services, "accounts" | "mailer">,
  argv: readonly string[],
  who = process.env.USER ?? "operator",
): Promise<string> {
  const body = parseStaffCommand(argv);
  const created = await services.accounts.createStaffMember(
    { kind: "command-line", label: `command line (${who})` },
    { headers: new Headers(), ip: "127.0.0.1" },
    body,
  );
  const lines = [`Added ${created.name} <${created.email}> as ${staffRoleLabels[body.role]}.`];
  if (services.mailer.delivers) {
    lines.push(`A link to choose a password was mailed to ${created.email}.`);
  } else {
    const [mail] = await services.mailer.outbox({ to: created.email, limit: 1 });
    const link = mail?.text.match(/https?:\/\/\S*reset-password\S*/)?.[0];
    lines.push(
      link
        ? `No SMTP is configured: open this link to choose the password (good for an hour):\n${link}`
        : "No SMTP is configured and no link was stored; ask for a password reset from the sign-in page.",
    );
  }
  lines.push("Then sign in at /staff/login and set up an authenticator app.");
  return lines.join("\n");
}
