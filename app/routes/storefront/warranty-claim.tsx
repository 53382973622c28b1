import { redirect } from "react-router";
import { getPageContext } from "../../context.ts";
import { loginRedirectHref } from "../../features/accounts/portal-tabs.ts";
import { cardClass } from "../../features/accounts/styles.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { WarrantyClaimForm } from "../../features/warranty/WarrantyClaimForm.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/warranty-claim";

/**
 * `/warranty-claim` (ROUTE-26, WARR-02): the warranty claim form, for a signed-in user of an account
 * (a claim names one of the account's orders or invoices); a guest is sent to sign in and back here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { viewer, config, orders } = getPageContext(context);
  if (!viewer) throw redirect(loginRedirectHref(new URL(request.url)));
  return {
    brandName: config.brand.name,
    hasAccount: viewer.workingAccountId !== null,
    // The claim's order and product are picked from these (issue 32 item 6).
    orders: await loaderCall(orders.claimableOrders(viewer)),
  };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Warranty Claim | ${loaderData?.brandName ?? ""}` }];
}

export default function WarrantyClaimPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Warranty Claim" }]} />
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">Warranty Claim</h1>
      <p className="mt-2 mb-6 text-slate-600">
        A product of your order failed? Tell us which one and what happened, with photos if you can: we review
        every claim and send an RMA number for the return when it is approved.
      </p>
      {loaderData.hasAccount ? (
        <WarrantyClaimForm orders={loaderData.orders} />
      ) : (
        <div className={cardClass} role="status">
          <p className="font-semibold text-brand-navy">Warranty claims are filed for an account's orders.</p>
          <p className="mt-1 text-slate-600">
            Select the account you bought for in your portal, or call us and we will open the claim for you.
          </p>
        </div>
      )}
    </div>
  );
}
