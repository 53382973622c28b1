import { CATALOG_IMPORT_COLUMNS } from "../../../lib/catalog/import-contract.ts";
import { getPageContext } from "../../context.ts";
import { AuditTrail } from "../../features/staff/AuditTrail.tsx";
import { StaffPageHeader } from "../../features/staff/DataTable.tsx";
import { ImportPanel } from "../../features/staff/ImportPanel.tsx";
import { importAction } from "../../features/staff/import-form.ts";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import type { Route } from "./+types/catalog";

type CatalogCounts = {
  created: number;
  updated: number;
  categoriesCreated: number;
  subCategoriesCreated: number;
  seriesCreated: number;
};

/** `/staff/catalog` (#33.5): a catalogue file imported in the browser, by the rules of `npm run catalog:import`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "catalog.import");
  return { history: await getPageContext(context).audit.trailOf("catalog", "catalog") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaffPage(request, context, "catalog.import");
  const { catalog } = getPageContext(context);
  return importAction<CatalogCounts>(request, context, staff, catalog.staffImport);
}

export const headers = staffPageHeaders;

export function meta() {
  return staffMeta("Catalogue import");
}

const describe = (counts: CatalogCounts) =>
  `${counts.created} new and ${counts.updated} updated products, ${counts.categoriesCreated} new categories, ` +
  `${counts.subCategoriesCreated} new sub-categories and ${counts.seriesCreated} new series`;

export default function StaffCatalog({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-5">
      <StaffPageHeader
        title="Catalogue import"
        intro="A catalogue file (CSV or JSON) creates missing categories, sub-categories and series and creates or updates products by SKU. Every row is checked first: a file with any bad row changes nothing."
      />
      <ImportPanel what="catalogue file" accept=".csv,.json" actionData={actionData} describe={describe} />
      <details className="rounded border border-slate-200 bg-white p-4 text-sm">
        <summary className="cursor-pointer font-semibold text-slate-900">Columns of a catalogue file</summary>
        <p className="mt-2 break-words font-mono text-xs text-slate-700">
          {CATALOG_IMPORT_COLUMNS.join(", ")}
        </p>
        <p className="mt-2 text-slate-600">
          The same format as <code>npm run catalog:import</code> (README, "Catalogue import"; samples in
          samples/).
        </p>
      </details>
      <AuditTrail entries={loaderData.history} title="Imports" />
    </div>
  );
}
