import { Form, useNavigation } from "react-router";
import { formText } from "../../../lib/accounts/account-forms.ts";
import { freightRulesSchema } from "../../../lib/orders/freight.ts";
import type { FreightRuleProblem } from "../../../lib/staff/catalog-contract.ts";
import { getPageContext } from "../../context.ts";
import { AuditTrail } from "../../features/staff/AuditTrail.tsx";
import { StaffPageHeader } from "../../features/staff/DataTable.tsx";
import { FreightRatesForm } from "../../features/staff/FreightRatesForm.tsx";
import { rulesWithRates } from "../../features/staff/freight-form.ts";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import { formCall, readForm } from "../../page-errors.ts";
import type { Route } from "./+types/freight";

/** `/staff/freight` (#33.5): the freight rules checkout uses, edited as JSON checked by the rules' schema. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "freight.manage");
  const { orders, audit } = getPageContext(context);
  const [view, history] = await Promise.all([
    orders.freightRules(),
    audit.trailOf("freight-rules", "freight-rules"),
  ]);
  return { view, history };
}

type FreightActionData =
  | { ok: true; revision: number }
  | { ok: false; problems: FreightRuleProblem[]; text: string };

/** The JSON typed, parsed and checked by the schema the server starts with; the module checks it again. */
function readRules(
  text: string,
): { ok: true; rules: unknown } | { ok: false; problems: FreightRuleProblem[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ path: "(JSON)", message: (error as Error).message }] };
  }
  const parsed = freightRulesSchema.safeParse(json);
  if (parsed.success) return { ok: true, rules: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      path: issue.path.join(".") || "(rules)",
      message: issue.message,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaffPage(request, context, "freight.manage");
  const form = await readForm(request);
  const { orders, clientIp } = getPageContext(context);
  const text = formText(form, "rules");
  const intent = form.get("intent");
  const view = await orders.freightRules();
  // "Save rates": the rules in force with the rates form's values; then checked like typed JSON.
  const read =
    intent === "restore"
      ? { ok: true as const, rules: view.fileRules }
      : intent === "rates"
        ? readRules(JSON.stringify(rulesWithRates(freightRulesSchema.parse(view.rules), form)))
        : readRules(text);
  if (!read.ok) {
    return {
      ok: false,
      problems: read.problems,
      text: intent === "rates" ? "" : text,
    } satisfies FreightActionData;
  }
  return formCall(
    context,
    async (): Promise<FreightActionData> => ({
      ok: true,
      revision: (await orders.saveFreightRules({ ...staff, ip: clientIp }, read.rules)).revision,
    }),
    { log: "freight rules could not be saved" },
  );
}

export const headers = staffPageHeaders;

export function meta() {
  return staffMeta("Freight rules");
}

export default function StaffFreight({ loaderData, actionData }: Route.ComponentProps) {
  const { view, history } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const problems = actionData && !actionData.ok && "problems" in actionData ? actionData.problems : [];
  const typed =
    actionData && !actionData.ok && "text" in actionData && actionData.text ? actionData.text : null;
  const current = JSON.stringify(view.rules, null, 2);
  return (
    <div className="space-y-5">
      <StaffPageHeader
        title="Freight rules"
        intro="What checkout charges for freight: zones, ground rates, the LTL limits and estimate, prepaid thresholds, will call and carriers. A saved version is used by the next checkout at once; the rules file stays the default."
      />
      <p role="status" className="rounded border border-slate-200 bg-white p-3 text-sm text-slate-800">
        {view.source === "file"
          ? "In force: the rules file (FREIGHT_RULES_FILE). Nothing has been saved in the console yet."
          : `In force: version ${view.revision}, saved by ${view.savedBy} on ${new Date(view.savedAt ?? "").toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC.`}
        {actionData?.ok && ` Version ${actionData.revision} saved.`}
      </p>
      {problems.length > 0 && (
        <div role="alert" className="rounded border border-brand-red bg-red-50 p-3 text-sm text-brand-red">
          <p className="font-semibold">
            The rules were not saved: {problems.length} {problems.length === 1 ? "problem" : "problems"}.
          </p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={`${problem.path}-${problem.message}`} className="break-words">
                <span className="font-mono text-xs">{problem.path}</span>: {problem.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <FreightRatesForm key={view.revision} rules={freightRulesSchema.parse(view.rules)} saving={saving} />
      <Form method="post" className="space-y-3">
        <label htmlFor="freight-rules" className="block text-sm font-semibold text-slate-700">
          All the rules (JSON)
        </label>
        <textarea
          key={`${view.revision}-${typed === null ? "" : "typed"}`}
          id="freight-rules"
          name="rules"
          defaultValue={typed ?? current}
          spellCheck={false}
          rows={24}
          aria-invalid={problems.length > 0 ? true : undefined}
          className="block w-full rounded border border-slate-300 p-2 font-mono text-xs leading-5 text-slate-900 focus:border-brand-navy focus:outline-none focus:ring-2 focus:ring-brand-navy/30"
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={saving}
            className="rounded bg-brand-navy px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
          >
            {saving ? "Saving…" : "Check and save"}
          </button>
          {view.source === "console" && (
            <button
              type="submit"
              name="intent"
              value="restore"
              disabled={saving}
              className="rounded border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-50"
            >
              Save the file's rules as a new version
            </button>
          )}
        </div>
      </Form>
      <AuditTrail entries={history} title="Versions" />
    </div>
  );
}
