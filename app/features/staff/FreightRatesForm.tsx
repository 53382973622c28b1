import { Form } from "react-router";
import type { FreightRules } from "../../../lib/orders/freight.ts";
import { filterInputClass } from "./DataTable.tsx";
import { dollars } from "./freight-form.ts";
import { ScrollRegion } from "./ScrollRegion.tsx";

const money = `${filterInputClass} w-24 text-right tabular-nums`;

/** #33.5 the rates most often changed, as a form: ground per zone, the LTL estimate, the prepaid default. */
export function FreightRatesForm({ rules, saving }: { rules: FreightRules; saving: boolean }) {
  const zones = Object.keys(rules.ground.rates).sort((a, b) => Number(a) - Number(b));
  return (
    <Form method="post" className="space-y-4 rounded border border-slate-200 bg-white p-4">
      <input type="hidden" name="intent" value="rates" />
      <h2 className="text-lg font-semibold text-slate-900">Rates</h2>
      <ScrollRegion label="Ground rates by zone">
        <table className="text-sm">
          <caption className="sr-only">Ground rates by zone</caption>
          <thead className="text-left text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-4">
                Ground zone
              </th>
              <th scope="col" className="py-1 pr-4">
                Base per shipment ($)
              </th>
              <th scope="col" className="py-1">
                Per billable lb ($)
              </th>
            </tr>
          </thead>
          <tbody>
            {zones.map((zone) => (
              <tr key={zone}>
                <th scope="row" className="py-1 pr-4 text-left font-semibold">
                  Zone {zone}
                </th>
                <td className="py-1 pr-4">
                  <input
                    name={`ground.${zone}.base`}
                    aria-label={`Zone ${zone} base per shipment`}
                    inputMode="decimal"
                    defaultValue={dollars(rules.ground.rates[zone]?.baseCents ?? 0)}
                    className={money}
                  />
                </td>
                <td className="py-1">
                  <input
                    name={`ground.${zone}.perLb`}
                    aria-label={`Zone ${zone} per billable pound`}
                    inputMode="decimal"
                    defaultValue={dollars(rules.ground.rates[zone]?.perLbCents ?? 0)}
                    className={money}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="flex flex-wrap gap-4">
        {[
          { name: "ltl.minimum", label: "LTL minimum ($)", value: dollars(rules.ltl.minimumCents) },
          { name: "ltl.perLb", label: "LTL per lb ($)", value: dollars(rules.ltl.perLbCents) },
          {
            name: "prepaid.default",
            label: "Prepaid from ($, empty: never)",
            value: dollars(rules.prepaid.defaultThresholdCents),
          },
        ].map((field) => (
          <div key={field.name} className="flex flex-col gap-1">
            <label htmlFor={`freight-${field.name}`} className="text-sm font-semibold text-slate-700">
              {field.label}
            </label>
            <input
              id={`freight-${field.name}`}
              name={field.name}
              inputMode="decimal"
              defaultValue={field.value}
              className={money}
            />
          </div>
        ))}
      </div>
      <button
        type="submit"
        disabled={saving}
        className="rounded bg-brand-navy px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
      >
        {saving ? "Saving…" : "Save rates"}
      </button>
    </Form>
  );
}
