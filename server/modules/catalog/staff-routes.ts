import { staffImportBody } from "../../../lib/staff/catalog-contract.ts";
import { parseJson } from "../../http.ts";
import type { StaffApi } from "../../staff-api.ts";
import type { CatalogService } from "./service.ts";

/**
 * #33.5 `POST /api/staff/catalog/import`: a catalogue file's text (CSV or JSON), dry run or import,
 * answered with the counts or every bad row (200 either way: a bad file is the answer, not a failure).
 */
export function catalogStaffRoutes(api: StaffApi, catalog: Pick<CatalogService, "staffImport">) {
  api.post("/catalog/import", "catalog.import", async (c) => {
    const body = await parseJson(c, staffImportBody);
    return c.json(await catalog.staffImport(c.get("staff"), body));
  });
}
