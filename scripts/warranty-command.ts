import { parseArgs } from "node:util";
import { type SetWarrantyStatusBody, setWarrantyStatusBody } from "../lib/warranty/contract.ts";
import type { WarrantyModule } from "../server/modules/warranty/index.ts";
import { UsageError } from "./cli.ts";

export const warrantyUsage = `Usage:
  npm run warranty:status -- <claimNumber> UNDER_REVIEW
  npm run warranty:status -- <claimNumber> APPROVED --rma RMA-…
  npm run warranty:status -- <claimNumber> DENIED --reason "…"

Decides a warranty claim as the warranty team's system would through the integration API
(SUBMITTED → UNDER_REVIEW → APPROVED or DENIED; a decision is final; the same status again changes
nothing). Each change is mailed to the claimant.

The database is the server's: PostgreSQL at DATABASE_URL, otherwise the embedded database in
DATA_DIR (default ./data). Stop the server first when it uses the embedded database.`;

/** The command line as the use case's body. */
export function parseWarrantyCommand(argv: readonly string[]): {
  number: string;
  body: SetWarrantyStatusBody;
} {
  let parsed: ReturnType<
    typeof parseArgs<{
      allowPositionals: true;
      options: { rma: { type: "string" }; reason: { type: "string" } };
    }>
  >;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { rma: { type: "string" }, reason: { type: "string" } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [number, status, ...extra] = parsed.positionals;
  if (!number || !status || extra.length > 0)
    throw new UsageError("Name the claim number and the new status.");
  const result = setWarrantyStatusBody.safeParse({
    status: status.toUpperCase(),
    rmaNumber: parsed.values.rma,
    reason: parsed.values.reason,
  });
  if (!result.success) throw new UsageError(result.error.issues[0]?.message ?? "The status is not valid");
  return { number: number.toUpperCase(), body: result.data };
}

/** Runs the command on the warranty module (actor "cli"); answers the line to print. */
export async function runWarrantyCommand(
  warranty: Pick<WarrantyModule, "setStatus">,
  argv: readonly string[],
  who = process.env.USER ?? "operator",
): Promise<string> {
  const { number, body } = parseWarrantyCommand(argv);
  const answer = await warranty.setStatus(number, body, { kind: "cli", name: `CLI (${who})` });
  return answer.changed
    ? `Claim ${number} is now ${answer.status}.`
    : `Claim ${number} is already ${answer.status}; nothing changed.`;
}
