import { z } from "zod";
import { draftBomLines } from "../../../lib/projects/draft-bom.ts";
import { getPageContext } from "../../context.ts";
import type { Route } from "./+types/help-me-buy-bom";

const format = z.enum(["csv", "pdf"]);

/**
 * `/help-me-buy/bom/{csv|pdf}?line=…` (ROUTE-09, create-my-bom's export): the bill of materials of
 * the URL as a file, priced as the page shows it (list prices for a guest, the caller's when signed
 * in), drawn by the projects module's bill of materials export.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = getPageContext(context);
  const parsed = format.safeParse(params.format);
  if (!parsed.success) throw new Response("Not found", { status: 404 });
  const lines = draftBomLines(new URL(request.url).searchParams);
  const file = await ctx.projects.draftBom.file(ctx.viewer, lines, parsed.data, ctx.config);
  return new Response(file.bytes, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
