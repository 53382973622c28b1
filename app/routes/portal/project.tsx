import { redirect } from "react-router";
import { projectMessages } from "../../../lib/projects/contract.ts";
import { getPageContext } from "../../context.ts";
import { loginRedirectHref, PORTAL_PATH } from "../../features/accounts/portal-tabs.ts";
import { objectPageMeta, privatePageHeaders, uuidParam } from "../../features/cart/account-page-route.tsx";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { ProjectView } from "../../features/projects/ProjectView.tsx";
import { quotesPageHref } from "../../features/quotes/QuotesTab.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/project";

/**
 * `/user/projects/:projectId`: one of the caller's projects, read on the server through the projects
 * module (priced at the caller's prices now), so it reads without JavaScript too. A guest signs in and
 * comes back; another user's or account's project, or one that does not exist, is the 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const pageContext = getPageContext(context);
  const viewer = pageContext.viewer;
  if (!viewer) throw redirect(loginRedirectHref(new URL(request.url)));
  const project = await loaderCall(pageContext.projects.get(viewer, uuidParam(params.projectId)));
  return { project, canOrder: viewer.cartAccess, brandName: pageContext.config.brand.name };
}

export const headers = privatePageHeaders;

export function meta({ loaderData, error }: Route.MetaArgs) {
  const project = loaderData?.project;
  return objectPageMeta(
    project ? `Project ${project.name}` : null,
    error,
    { loadError: projectMessages.loadError, fallback: "Project" },
    loaderData?.brandName,
  );
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, canOrder } = loaderData;
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:py-8">
      <Breadcrumbs
        items={[
          { label: "Home", to: "/" },
          { label: "My Account", to: PORTAL_PATH },
          { label: "My Quotes / Projects", to: quotesPageHref(1) },
          { label: project.name },
        ]}
      />
      <ProjectView key={project.projectID} initial={project} canOrder={canOrder} />
    </div>
  );
}
