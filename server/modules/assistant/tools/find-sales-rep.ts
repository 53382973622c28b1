import { z } from "zod";
import { ok } from "../../../../lib/assistant/tools.ts";
import { defineTool } from "../tool.ts";

const input = z
  .object({
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "Give a two-letter state code, e.g. OH")
      .optional()
      .describe("Two-letter U.S. state code of the territory"),
    email: z.email().max(200).optional().describe("The representative's email address"),
  })
  .strict();

/** API-63 (find-my-salesrep): the sales representatives of a territory, or one by email. */
export const findSalesRepTool = defineTool({
  name: "find_sales_rep",
  description:
    "Find the sales representative (agency) for a U.S. state, or one by email: name, email, phone and territory.",
  input,
  account: false,
  async run({ deps }, { state, email }) {
    const reps = await deps.accounts.salesReps({ territory: state?.toUpperCase(), email });
    if (reps.length === 0) {
      return ok(
        state
          ? `No sales representative covers ${state.toUpperCase()} yet; our inside sales team can help.`
          : "No sales representative matches.",
        { salesReps: [] },
      );
    }
    return ok(`${reps.length} sales representative${reps.length === 1 ? "" : "s"} found.`, {
      salesReps: reps,
    });
  },
});
