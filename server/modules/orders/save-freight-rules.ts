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

/** Every leaf of a JSON value by its dotted path ("ground.rates.2.baseCents" → 1295). */
function leaves(value: unknown, path = "", into = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, into);
  } else {
    into.set(path, value);
  }
  return into;
}

/** The audit entry's before and after: only the paths whose values differ (null where absent). */
function changedLeaves(
  before: unknown,
  after: unknown,
  beforeBase: Record<string, unknown>,
  afterBase: Record<string, unknown>,
) {
  const was = leaves(before);
  const now = leaves(after);
  const changed = { before: { ...beforeBase }, after: { ...afterBase } } as {
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  };
  for (const path of new Set([...was.keys(), ...now.keys()])) {
    if (was.get(path) === now.get(path)) continue;
    changed.before[path] = was.get(path) ?? null;
    changed.after[path] = now.get(path) ?? null;
  }
  return changed;
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
      // The values that changed, by their path (the whole rules are kept in the version itself).
      ...changedLeaves(
        before.rules,
        parsed.data,
        { revision: before.revision },
        { revision: saved?.revision },
      ),
    });
  });
  return freightRulesView(deps);
}
