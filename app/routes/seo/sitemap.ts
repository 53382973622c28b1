import { getPageContext } from "../../context.ts";
import type { Route } from "./+types/sitemap";
import { rootSitemap } from "./sitemap-source.ts";

/** `/sitemap.xml`: the home page, categories, sub-categories and products, or an index of parts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return rootSitemap(getPageContext(context), new URL(request.url).origin);
}
