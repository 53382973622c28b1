import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import {
  CareersIntro,
  GeneralApplication,
  OpenPositions,
  WhyJoin,
} from "../../features/careers/CareersSections.tsx";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import type { Route } from "./+types/careers";

/**
 * `/careers` (ROUTE-24): working at the brand, why join, the job openings of `content/careers/`
 * still taking applications grouped by department (filtered by `?department=`), and a general
 * application with a résumé.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, content } = getPageContext(context);
  const url = new URL(request.url);
  const { openings, departments } = content.openings();
  // `?department=` filters by a department with openings; any other value shows them all.
  const asked = url.searchParams.get("department");
  const department = departments.find((group) => group.department === asked)?.department;
  return {
    brandName: config.brand.name,
    canonical: absoluteUrl(url.origin, "/careers"),
    openings,
    departments: departments.map((group) => ({ department: group.department, count: group.openings.length })),
    shown: department ? departments.filter((group) => group.department === department) : departments,
    department: department ?? null,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: `Careers | ${loaderData.brandName}`,
    description: `Work at ${loaderData.brandName}: engineering, manufacturing, sales and customer service jobs at our Columbus, Ohio plant and in sales territories across the US.`,
    canonical: loaderData.canonical,
  });
}

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { brandName, openings, departments, shown, department } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Careers" }]} />
      <CareersIntro brandName={brandName} />
      <WhyJoin brandName={brandName} />
      <OpenPositions
        openingCount={openings.length}
        departments={departments}
        department={department}
        shown={shown}
      />
      <GeneralApplication brandName={brandName} openings={openings} />
    </div>
  );
}
