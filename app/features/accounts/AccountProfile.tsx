import { customerTypeLabels } from "../../../lib/accounts/account-forms.ts";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { displayName } from "../../../lib/accounts/users.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { AccountSwitcher, showsAccountSwitcher } from "./AccountSwitcher.tsx";
import { cardClass, sectionTitle } from "./styles.ts";

/** Who the user is, what kind of customer, and what they may do (USER-09, USER-10). */
export function AccountProfile({ viewer }: { viewer: SessionUser }) {
  return (
    <section aria-labelledby="account-profile-title" className={cardClass}>
      <h3 id="account-profile-title" className={sectionTitle}>
        Profile
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Name</dt>
          <dd className="mt-0.5 text-slate-800">{displayName(viewer)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Email</dt>
          <dd className="mt-0.5 break-all text-slate-800">{viewer.email}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Customer type</dt>
          <dd className="mt-0.5 text-slate-800" data-testid="customer-type">
            {customerTypeLabels[viewer.customerType]}
            {viewer.role === "admin" && " · Admin"}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Status</dt>
          <dd className="mt-1 flex flex-wrap gap-1.5" data-testid="account-badges">
            <Badge tone={viewer.verified ? "green" : "amber"}>
              {viewer.verified ? "Verified" : "Not verified"}
            </Badge>
            <Badge tone={viewer.cartAccess ? "green" : "slate"}>
              {viewer.cartAccess ? "Cart access" : "No cart access"}
            </Badge>
            {!viewer.emailVerified && <Badge tone="amber">Email not verified</Badge>}
            {viewer.role === "admin" && <Badge tone="navy">Admin</Badge>}
          </dd>
        </div>
      </dl>
      {showsAccountSwitcher(viewer) && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <AccountSwitcher user={viewer} />
        </div>
      )}
    </section>
  );
}
