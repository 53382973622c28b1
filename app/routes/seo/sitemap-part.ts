import { data } from "react-router";
import { getPageContext } from "../../context.ts";
import type { Route } from "./+types/sitemap-part";
import { childSitemap } from "./sitemap-source.ts";

/** `/sitemaps/pages.xml` and `/sitemaps/products-<n>.xml`, the parts a large catalogue's index lists. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const response = await childSitemap(getPageContext(context), new URL(request.url).origin, params.name);
  if (!response) throw data("Not found", { status: 404 });
  return response;
}
