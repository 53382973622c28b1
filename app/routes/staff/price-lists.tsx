import { PRICE_LIST_COLUMNS } from "../../../lib/pricing/price-list-contract.ts";
import { getPageContext } from "../../context.ts";
import { AuditTrail } from "../../features/staff/AuditTrail.tsx";
import { StaffPageHeader } from "../../features/staff/DataTable.tsx";
import { ImportPanel } from "../../features/staff/ImportPanel.tsx";
import { importAction } from "../../features/staff/import-form.ts";
import { ScrollRegion } from "../../features/staff/ScrollRegion.tsx";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import type { Route } from "./+types/price-lists";

type PriceCounts = { accounts: number; netPrices: number; categoryDiscounts: number; removed: number };

/** `/staff/price-lists` (#33.5): the accounts' price lists, and a price list file imported by the rules of `npm run prices:import`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "prices.manage");
  const { pricing, audit } = getPageContext(context);
  const [lists, history] = await Promise.all([
    pricing.priceLists(),
    audit.trailOf("price-lists", "price-lists"),
  ]);
  return { lists, history };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaffPage(request, context, "prices.manage");
  return importAction<PriceCounts>(request, context, staff, getPageContext(context).pricing.staffImport);
}

export const headers = staffPageHeaders;

export function meta() {
  return staffMeta("Price lists");
}

const describe = (c: PriceCounts) =>
  `${c.netPrices} net prices and ${c.categoryDiscounts} category percentages for ${c.accounts} ${
    c.accounts === 1 ? "account" : "accounts"
  } (${c.removed} earlier entries removed)`;

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });

export default function StaffPriceLists({ loaderData, actionData }: Route.ComponentProps) {
  const { lists, history } = loaderData;
  return (
    <div className="space-y-5">
      <StaffPageHeader
        title="Price lists"
        intro="An account's price list: net prices per SKU and percentages off categories. Each account a file names gets exactly the file's entries; other accounts keep theirs."
      />
      <section aria-labelledby="lists-title" className="space-y-2">
        <h2 id="lists-title" className="text-lg font-semibold text-slate-900">
          Accounts with a price list
        </h2>
        <ScrollRegion label="Price lists" className="rounded border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Account
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Net prices
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Category percentages
                </th>
                <th scope="col" className="px-3 py-2">
                  Last changed
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {lists.length === 0 ? (
                <tr>
                  <td colSpan={4} className="px-3 py-8 text-center text-slate-600">
                    No account has a price list yet: every account pays list prices.
                  </td>
                </tr>
              ) : (
                lists.map((list) => (
                  <tr key={list.accountId}>
                    <th scope="row" className="px-3 py-2 font-semibold">
                      {list.accountId}
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">{list.netPrices}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{list.categoryDiscounts}</td>
                    <td className="px-3 py-2">{day(list.updatedAt)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
      <ImportPanel what="price list file" accept=".csv" actionData={actionData} describe={describe} />
      <p className="text-sm text-slate-600">
        Columns: <span className="font-mono text-xs">{PRICE_LIST_COLUMNS.join(", ")}</span> (README, "Account
        price lists").
      </p>
      <AuditTrail entries={history} title="Imports" />
    </div>
  );
}
