import { Check, Link2 } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { type PaybackField, type PaybackValues, paybackSearch } from "../../../lib/energy/payback-fields.ts";
import { FormField } from "../accounts/FormField.tsx";
import { cardClass, primaryButton, secondaryButton, sectionTitle } from "../accounts/styles.ts";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { PaybackResults } from "./PaybackResults.tsx";
import { ProductWattagePicker } from "./ProductWattagePicker.tsx";
import type { PaybackOutcome } from "./payback-outcome.ts";

export const PAYBACK_PATH = "/payback-calculator";
/** Quiet time after the last keystroke before the address bar follows the form. */
const URL_DEBOUNCE_MS = 300;

type FieldSpec = {
  name: PaybackField;
  label: string;
  hint?: ReactNode;
  inputMode: "numeric" | "decimal";
};

const fieldsets: { legend: string; fields: FieldSpec[] }[] = [
  {
    legend: "Existing lighting",
    fields: [
      { name: "existingCount", label: "Number of existing fixtures", inputMode: "numeric" },
      {
        name: "existingWatts",
        label: "Watts per existing fixture",
        hint: "Include the ballast: a 400 W metal halide lamp draws about 458 W.",
        inputMode: "decimal",
      },
    ],
  },
  {
    legend: "New LED lighting",
    fields: [
      { name: "newCount", label: "Number of new fixtures", inputMode: "numeric" },
      { name: "newWatts", label: "Watts per new fixture", inputMode: "decimal" },
    ],
  },
  {
    legend: "Hours and energy rate",
    fields: [
      { name: "hours", label: "Hours on per day", inputMode: "decimal" },
      { name: "days", label: "Days on per year", inputMode: "numeric" },
      {
        name: "rate",
        label: "Energy rate ($/kWh)",
        hint: "From your utility bill, e.g. 0.12.",
        inputMode: "decimal",
      },
    ],
  },
  {
    legend: "Costs and rebate",
    fields: [
      {
        name: "maintenance",
        label: "Annual maintenance per existing fixture ($)",
        hint: "Relamping, ballasts and labour per existing fixture per year.",
        inputMode: "decimal",
      },
      { name: "fixtureCost", label: "Cost per new fixture ($)", inputMode: "decimal" },
      { name: "installCost", label: "Installation per new fixture ($)", inputMode: "decimal" },
      {
        name: "rebate",
        label: "Rebate per new fixture ($)",
        hint: (
          <>
            Your utility's rebate: look it up on{" "}
            <Link to="/available-rebates" className="underline hover:text-brand-green">
              Available Rebates
            </Link>
            .
          </>
        ),
        inputMode: "decimal",
      },
    ],
  },
];

/**
 * The payback calculator: a GET form whose fields are the URL's query values, so it works without
 * JavaScript (the server computes the results) and a result can be shared. With JavaScript the results
 * follow every keystroke, the address bar follows the form (replaced, not pushed: no history entry per
 * keystroke), "Copy link" copies the shareable URL and a catalogue product can fill in the new wattage.
 */
export function PaybackCalculator({
  initialValues,
  initialOutcome,
}: {
  initialValues: PaybackValues;
  /** The server's validation and results of `initialValues`. */
  initialOutcome: PaybackOutcome;
}) {
  const hydrated = useHydrated();
  const [values, setValues] = useState(initialValues);
  const [changed, setChanged] = useState(false);
  const [{ errors, result }, setOutcome] = useState(initialOutcome);
  const latestValues = useRef(initialValues);
  const calculationUnavailable = useRef(false);
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);

  const search = paybackSearch(values);
  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => {
      if (window.location.search === search) return;
      // Keeps React Router's own history state (its key and index) on the replaced entry.
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`);
    }, URL_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, changed]);

  function set(field: PaybackField, value: string) {
    const next = { ...latestValues.current, [field]: value };
    latestValues.current = next;
    setChanged(true);
    setCopied(null);
    setValues(next);
    // The validation and the calculation (and zod) load on the first edit, not with the page; each
    // answer is shown only while its values are still the latest.
    import("./payback-outcome.ts").then(
      ({ paybackOutcome }) => {
        calculationUnavailable.current = false;
        if (latestValues.current === next) setOutcome(paybackOutcome(next));
      },
      // Not loaded (offline, or a new release replaced the file): the next edit tries again, and
      // Calculate sends the form to the server, which answers with the results.
      () => {
        calculationUnavailable.current = true;
      },
    );
  }

  async function copyLink() {
    const url = `${window.location.origin}${PAYBACK_PATH}${search}`;
    window.history.replaceState(window.history.state, "", `${PAYBACK_PATH}${search}`);
    try {
      await navigator.clipboard.writeText(url);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form
        method="get"
        action={PAYBACK_PATH}
        aria-label="Payback calculator"
        noValidate
        onSubmit={(event) => {
          if (calculationUnavailable.current) return;
          // With JavaScript the results are already up to date: only the address bar catches up.
          event.preventDefault();
          window.history.replaceState(window.history.state, "", `${PAYBACK_PATH}${search}`);
        }}
        className="space-y-5"
      >
        {fieldsets.map((fieldset) => (
          <fieldset key={fieldset.legend} className={cardClass}>
            <legend className={`${sectionTitle} px-1`}>{fieldset.legend}</legend>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              {fieldset.fields.map((field) => (
                <FormField
                  key={field.name}
                  name={field.name}
                  label={field.label}
                  hint={field.hint}
                  error={errors[field.name]}
                  type="text"
                  inputMode={field.inputMode}
                  autoComplete="off"
                  maxLength={40}
                  value={values[field.name]}
                  onChange={(event) => set(field.name, event.target.value)}
                />
              ))}
            </div>
            {fieldset.legend === "New LED lighting" && (
              <div className="mt-4">
                <ProductWattagePicker
                  enabled={hydrated}
                  onWattage={(watts) => set("newWatts", String(watts))}
                />
              </div>
            )}
          </fieldset>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={primaryButton}>
            Calculate
          </button>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => void copyLink()}
            disabled={!hydrated}
          >
            {copied === "copied" ? <Check size={16} aria-hidden /> : <Link2 size={16} aria-hidden />}
            Copy link
          </button>
          <p role="status" className="text-sm text-slate-700" data-testid="copy-status">
            {copied === "copied"
              ? "Link copied: it opens this calculation."
              : copied === "failed"
                ? "Copy the link from the address bar: it opens this calculation."
                : ""}
          </p>
        </div>
      </form>

      <section aria-labelledby="payback-results-title">
        <h2 id="payback-results-title" className="mb-3 text-xl font-bold text-brand-navy">
          Results
        </h2>
        {result ? (
          <PaybackResults result={result} />
        ) : (
          <p
            className="rounded-lg border border-brand-red/40 bg-red-50 p-4 text-sm text-brand-red"
            data-testid="payback-invalid"
          >
            Correct the highlighted fields to see the results.
          </p>
        )}
      </section>
    </div>
  );
}
