import { freightRulesSchema } from "../../../lib/orders/freight.ts";
import type { FreightRuleProblem, FreightRulesView } from "../../../lib/staff/catalog-contract.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { recordStaffAction } from "../audit/index.ts";
import { currentFreightRules } from "./current-freight-rules.ts";
import type { OrdersDeps } from "./deps.ts";
import { freightRuleVersions } from "./schema.ts";

type FreightDeps = Pick<OrdersDeps, "db" | "freightRules">;

/** Rules that do not hold: 400 with every problem (its JSON path and why) for the console's list. */
export class FreightRulesInvalidError extends AppError {
  readonly problems: FreightRuleProblem[];
  constructor(problems: FreightRuleProblem[]) {
    super(
      "VALIDATION",
      `The freight rules have ${problems.length} ${problems.length === 1 ? "problem" : "problems"}`,
      problems,
    );
    this.problems = problems;
  }
}

/** Issue 33 item 5: the rules in force for the console, beside the file's. */
export async function freightRulesView(deps: FreightDeps): Promise<FreightRulesView> {
  const current = await currentFreightRules(deps.db, deps.freightRules);
  return {
    source: current.revision === 0 ? "file" : "console",
    revision: current.revision,
    savedAt: current.savedAt?.toISOString() ?? null,
    savedBy: current.savedBy,
    rules: current.rules,
    fileRules: deps.freightRules,
  };
}

/**
 * Saves a new version of the freight rules, checked by the same schema as the rules file at start
 * (lib/orders/freight.ts): rules that do not hold are refused with every problem and nothing is
 * written. The version and its audit entry (the previous rules as "before") land in one transaction;
 * checkout uses it from the next quote on, in every process.
 */
export async function saveFreightRules(
  deps: FreightDeps,
  actor: StaffActor,
  input: unknown,
): Promise<FreightRulesView> {
  const parsed = freightRulesSchema.safeParse(input);
  if (!parsed.success) {
    throw new FreightRulesInvalidError(
      parsed.error.issues.map((issue) => ({
        path: issue.path.join(".") || "(rules)",
        message: issue.message,
      })),
    );
  }
  await inTransaction(deps.db, async (tx) => {
    const before = await currentFreightRules(tx, deps.freightRules);
    const [saved] = await tx
      .insert(freightRuleVersions)
      .values({ rules: parsed.data, savedByEmail: actor.email })
      .returning({ revision: freightRuleVersions.revision });
    await recordStaffAction(tx, actor, {
      action: "freight.save",
      objectType: "freight-rules",
      objectId: "freight-rules",
      summary: `Saved freight rules version ${saved?.revision}`,
      before: { revision: before.revision, rules: before.rules },
      after: { revision: saved?.revision, rules: parsed.data },
    });
  });
  return freightRulesView(deps);
}
