import { redirect } from "react-router";
import { authLink } from "../../../lib/shared/redirects.ts";
import { getPageContext } from "../../context.ts";
import { AccountOverview } from "../../features/accounts/AccountOverview.tsx";
import { AccountUsers } from "../../features/accounts/AccountUsers.tsx";
import { PortalTabs } from "../../features/accounts/PortalTabs.tsx";
import {
  accountGreeting,
  DESIGNS_TAB,
  loginRedirectHref,
  PORTAL_PATH,
  resolvePortalTab,
  visiblePortalTabs,
} from "../../features/accounts/portal-tabs.ts";
import { adminScope } from "../../features/accounts/portal-users.ts";
import { useViewer } from "../../features/accounts/use-viewer.ts";
import { CartAccessNotice } from "../../features/cart/CartAccessNotice.tsx";
import type { CartAccess } from "../../features/cart/cart-access.ts";
import { cartPageAccess } from "../../features/cart/cart-page.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { CustomDesignsTab } from "../../features/designs/CustomDesignsTab.tsx";
import { FAVORITES_TAB, FavoritesTab } from "../../features/favorites/FavoritesTab.tsx";
import { INVOICES_TAB, InvoicesTab } from "../../features/invoices/InvoicesTab.tsx";
import { LAYOUTS_TAB, LayoutsTab } from "../../features/layouts/LayoutsTab.tsx";
import { APPROVALS_TAB, ApprovalsTab } from "../../features/orders/ApprovalsTab.tsx";
import { ORDERS_TAB, OrdersTab } from "../../features/orders/OrdersTab.tsx";
import { ProjectsNeedAnAccount } from "../../features/projects/AddToProject.tsx";
import { ProjectsSection } from "../../features/projects/ProjectsSection.tsx";
import { QuoteRequestsList } from "../../features/quotes/QuoteRequestsList.tsx";
import { QUOTES_TAB, QuotesTab, quotesPageOf } from "../../features/quotes/QuotesTab.tsx";
import { WARRANTY_TAB, WarrantyClaimsTab } from "../../features/warranty/WarrantyClaimsTab.tsx";
import type { Route } from "./+types/user";

/**
 * `/user` (ROUTE-03): the customer portal. A guest is sent to sign in and back here afterwards; the
 * `tab` query value picks the tab (AMB-20: the slash may come encoded), anything else opens the first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const pageContext = getPageContext(context);
  const { viewer, config } = pageContext;
  const url = new URL(request.url);
  if (!viewer) throw redirect(loginRedirectHref(url));
  const tab = resolvePortalTab(url.searchParams.get("tab"), viewer.role === "admin", viewer.cartAccess);
  // Quotes are the cart saved (USER-10): who may not order is told why, as on the cart's pages.
  const quotes =
    tab === QUOTES_TAB
      ? {
          access: (await cartPageAccess(request, pageContext)).page.access,
          page: quotesPageOf(url.searchParams.get("page")),
        }
      : null;
  return { tab, quotes, brandName: config.brand.name, contact: config.contact };
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

export default function UserPortal({ loaderData }: Route.ComponentProps) {
  const viewer = useViewer();
  // The loader sends guests away; this only happens for a moment after signing out elsewhere.
  if (!viewer) return null;
  const isAdmin = viewer.role === "admin";
  // After an account switch the user may no longer be an admin: the Users tab then falls back.
  const canOrder = viewer.cartAccess;
  const tab = resolvePortalTab(loaderData.tab, isAdmin, canOrder);
  const label = visiblePortalTabs(isAdmin, canOrder).find((t) => t.value === tab)?.label ?? "";
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
        <PortalTabs current={tab} isAdmin={isAdmin} canOrder={canOrder} />
        <section aria-labelledby="portal-tab-title" className="mt-6 min-w-0 lg:mt-0" data-tab={tab}>
          <h2 id="portal-tab-title" className="mb-4 text-xl font-bold text-brand-navy">
            {label}
          </h2>
          {/* Favorites are the person's own: the same list whichever account they work for. */}
          {tab === FAVORITES_TAB && <FavoritesTab />}
          {tab === QUOTES_TAB && loaderData.quotes && (
            <QuotesPanel
              access={loaderData.quotes.access}
              accountId={viewer.workingAccountId}
              page={loaderData.quotes.page}
              representative={viewer.customerType === "representative"}
            />
          )}
          {tab === LAYOUTS_TAB && <LayoutsTab key={viewer.workingAccountId ?? "own"} />}
          {/* Projects are the user's within the working account, cart access or not (issue 14). */}
          {tab === QUOTES_TAB && (
            <div className="mt-8 border-t border-slate-200 pt-6">
              {viewer.workingAccountId ? (
                <ProjectsSection key={viewer.workingAccountId} />
              ) : (
                <section aria-labelledby="projects-need-account-title">
                  <h3 id="projects-need-account-title" className="text-lg font-bold text-brand-navy">
                    Projects
                  </h3>
                  <ProjectsNeedAnAccount padded={false} />
                </section>
              )}
            </div>
          )}
          {tab === DESIGNS_TAB && <CustomDesignsTab key={viewer.workingAccountId} cartAccess={canOrder} />}
          {tab === WARRANTY_TAB && <WarrantyClaimsTab key={viewer.workingAccountId ?? "own"} />}
          {tab === ORDERS_TAB && viewer.workingAccountId && (
            <OrdersTab key={viewer.workingAccountId} accountId={viewer.workingAccountId} />
          )}
          {tab === APPROVALS_TAB && viewer.workingAccountId && (
            <ApprovalsTab key={viewer.workingAccountId} accountId={viewer.workingAccountId} />
          )}
          {tab === INVOICES_TAB && viewer.workingAccountId && (
            <InvoicesTab key={viewer.workingAccountId} accountId={viewer.workingAccountId} />
          )}
          {tab === "account" && <AccountOverview viewer={viewer} brandName={loaderData.brandName} />}
          {tab === "users" && scope && (
            <AccountUsers key={`${scope.kind}:${scope.id}`} scope={scope} viewerId={viewer.userId} />
          )}
        </section>
      </div>
    </div>
  );
}

/** The quotes tab: the account's quotes for who may order; for anyone else, why not and what to do. */
function QuotesPanel({
  access,
  accountId,
  page,
  representative,
}: {
  access: CartAccess;
  accountId: string | null;
  page: number;
  /** Issue 32: a sales rep sees the quote requests of every assigned account first. */
  representative: boolean;
}) {
  if (access.kind === "ok" && accountId)
    return (
      <div className="space-y-8">
        {representative && <QuoteRequestsList />}
        <div className="space-y-3">
          {representative && (
            <h3 className="text-lg font-bold text-brand-navy">Quotes of the account you work for now</h3>
          )}
          <QuotesTab key={accountId} accountId={accountId} page={page} />
        </div>
      </div>
    );
  const back = { pathname: PORTAL_PATH, search: `?tab=${QUOTES_TAB}` };
  return (
    <div className="max-w-2xl space-y-3">
      <p className="text-slate-600">Quotes are saved from the cart by people who order for the account.</p>
      {access.kind !== "ok" && (
        <CartAccessNotice
          access={access}
          signInHref={authLink("/login", back)}
          registerHref={authLink("/register", back)}
        />
      )}
    </div>
  );
}
