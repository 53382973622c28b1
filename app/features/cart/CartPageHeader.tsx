import type { ReactNode } from "react";
import { Breadcrumbs } from "../catalog/Breadcrumbs.tsx";

/** The heading of the cart's pages: the crumbs, the title, and whose cart it is. */
export function CartPageHeader({
  title,
  account,
  representative,
  children,
}: {
  title: string;
  account: { id: string; name: string | null } | null;
  representative: boolean;
  children?: ReactNode;
}) {
  return (
    <header className="space-y-3">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: title }]} />
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-brand-navy sm:text-3xl">{title}</h1>
          {account && (
            <p className="mt-1 text-slate-600" data-testid="cart-account">
              {representative ? "Ordering as representative for " : "For "}
              <span className="font-semibold text-slate-800">{account.name ?? account.id}</span>
              {account.name && <span className="whitespace-nowrap text-slate-500"> ({account.id})</span>}
            </p>
          )}
        </div>
        {children}
      </div>
    </header>
  );
}
