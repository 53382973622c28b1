import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import { categoryPath } from "../../lib/catalog/catalog.ts";
import { SiteChrome } from "../components/layout/SiteChrome.tsx";
import { ErrorPage, NotFoundPage } from "../components/layout/StatusPages.tsx";
import { getPageContext } from "../context.ts";
import type { Route } from "./+types/site-layout";

export async function loader({ context }: Route.LoaderArgs) {
  const { config, catalog } = getPageContext(context);
  const names = await catalog.searchbarCategoryNames();
  return { config, footerCategories: names.map((name) => ({ name, link: categoryPath(name) })) };
}

// Categories change rarely; a client-side navigation does not need to reload the chrome's data.
export function shouldRevalidate() {
  return false;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome config={loaderData.config} footerCategories={loaderData.footerCategories}>
      <Outlet />
    </SiteChrome>
  );
}

/**
 * The title of an error page: a page's own `meta` is not rendered once its loader fails, so the
 * layout, whose boundary shows the error, names it (server render and client navigation alike).
 */
export function meta({ error, loaderData }: Route.MetaArgs) {
  if (!error) return [];
  const title =
    isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong";
  const brand = loaderData?.config.brand.name;
  return [{ title: brand ? `${title} | ${brand}` : title }, { name: "robots", content: "noindex" }];
}

/** Errors of any page render inside the site's header and footer, with the right status code. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/site-layout");
  const page = isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
  if (!data) return page;
  return (
    <SiteChrome config={data.config} footerCategories={data.footerCategories}>
      {page}
    </SiteChrome>
  );
}
