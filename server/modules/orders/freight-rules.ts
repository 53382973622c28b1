import { readFileSync } from "node:fs";
import { type FreightRules, freightRulesSchema } from "../../../lib/orders/freight.ts";

/** Where the manufacturer's freight rules live unless FREIGHT_RULES_FILE names another file. */
export const DEFAULT_FREIGHT_RULES_FILE = "config/freight-rules.json";

/**
 * The freight rules read and validated once, at start: a missing file, bad JSON or a rule that does
 * not hold stops the server with the file's name and the path of each problem, never a 500 later.
 */
export function loadFreightRules(file: string = DEFAULT_FREIGHT_RULES_FILE): FreightRules {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(
      `The freight rules file ${file} (FREIGHT_RULES_FILE) cannot be read: ${(error as Error).message}`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`The freight rules file ${file} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = freightRulesSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`,
    );
    throw new Error(`The freight rules file ${file} is not valid: ${problems.join("; ")}`);
  }
  return parsed.data;
}
