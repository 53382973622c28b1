import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { DraftBomLine } from "../../../lib/projects/draft-bom.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { bomFile } from "./bill-of-materials.ts";
import type { ProjectsDeps } from "./deps.ts";
import { priceDraftBom } from "./price-draft-bom.ts";

/**
 * Help me buy's draft bill of materials as a CSV or PDF file, priced as the page shows it (list prices
 * for a guest, the caller's prices when signed in), drawn by the project bill of materials' own export.
 */
export async function draftBomFile(
  deps: ProjectsDeps,
  caller: SessionUser | null,
  lines: readonly DraftBomLine[],
  format: "csv" | "pdf",
  config: PublicConfig,
) {
  const bom = await priceDraftBom(deps, caller, lines);
  return bomFile(
    {
      ...bom,
      name: `${config.brand.name} bill of materials`,
      note: "",
      lineCount: bom.items.length,
      updatedAt: new Date().toISOString(),
    },
    format,
    config,
  );
}
