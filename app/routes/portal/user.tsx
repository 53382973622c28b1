import { redirect } from "react-router";
import { getPageContext } from "../../context.ts";
import { AccountOverview } from "../../features/accounts/AccountOverview.tsx";
import { AccountUsers } from "../../features/accounts/AccountUsers.tsx";
import { FeatureTabPanel } from "../../features/accounts/FeatureTabPanel.tsx";
import { PortalTabs } from "../../features/accounts/PortalTabs.tsx";
import {
  accountGreeting,
  featureTabs,
  loginRedirectHref,
  type PortalTabValue,
  resolvePortalTab,
  visiblePortalTabs,
} from "../../features/accounts/portal-tabs.ts";
import { adminScope } from "../../features/accounts/portal-users.ts";
import { useViewer } from "../../features/accounts/use-viewer.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import type { Route } from "./+types/user";

/**
 * `/user` (ROUTE-03): the customer portal. A guest is sent to sign in and back here afterwards; the
 * `tab` query value picks the tab (AMB-20: the slash may come encoded), anything else opens the first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { viewer, config } = getPageContext(context);
  const url = new URL(request.url);
  if (!viewer) throw redirect(loginRedirectHref(url));
  return {
    tab: resolvePortalTab(url.searchParams.get("tab"), viewer.role === "admin"),
    brandName: config.brand.name,
    contact: config.contact,
  };
}

/** A person's portal: never kept by a shared cache, nor by the browser for the next visitor. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: `My Account | ${loaderData.brandName}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

const isFeatureTab = (tab: PortalTabValue): tab is (typeof featureTabs)[number]["value"] =>
  featureTabs.some((feature) => feature.value === tab);

export default function UserPortal({ loaderData }: Route.ComponentProps) {
  const viewer = useViewer();
  // The loader sends guests away; this only happens for a moment after signing out elsewhere.
  if (!viewer) return null;
  const isAdmin = viewer.role === "admin";
  // After an account switch the user may no longer be an admin: the Users tab then falls back.
  const tab = resolvePortalTab(loaderData.tab, isAdmin);
  const label = visiblePortalTabs(isAdmin).find((t) => t.value === tab)?.label ?? "";
  const scope = adminScope(viewer);
  const workingAccount = [...viewer.accounts, ...viewer.assignedAccounts].find(
    (account) => account.id === viewer.workingAccountId,
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "My Account" }]} />
      <header className="mt-4">
        <h1 className="text-2xl font-bold text-brand-navy sm:text-3xl">My Account</h1>
        <p className="mt-1 text-slate-600">
          {accountGreeting(viewer)}
          {workingAccount && (
            <>
              {" · "}
              <span data-testid="working-account">Working for {workingAccount.name}</span>
            </>
          )}
        </p>
      </header>
      <div className="mt-6 gap-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)]">
        <PortalTabs current={tab} isAdmin={isAdmin} />
        <section aria-labelledby="portal-tab-title" className="mt-6 min-w-0 lg:mt-0" data-tab={tab}>
          <h2 id="portal-tab-title" className="mb-4 text-xl font-bold text-brand-navy">
            {label}
          </h2>
          {isFeatureTab(tab) && <FeatureTabPanel tab={tab} contact={loaderData.contact} />}
          {tab === "account" && <AccountOverview viewer={viewer} brandName={loaderData.brandName} />}
          {tab === "users" && scope && (
            <AccountUsers key={`${scope.kind}:${scope.id}`} scope={scope} viewerId={viewer.userId} />
          )}
        </section>
      </div>
    </div>
  );
}
