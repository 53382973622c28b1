import { FileWarning } from "lucide-react";
import { Link } from "react-router";
import {
  type WarrantyStatus,
  warrantyClaimList,
  warrantyMessages,
  warrantyStatusLabels,
} from "../../../lib/warranty/contract.ts";
import { Badge, type BadgeTone } from "../../components/ui/Badge.tsx";
import { EmptyList, ListLoadFailed } from "../accounts/PortalListStates.tsx";
import { cardClass, primaryButton } from "../accounts/styles.ts";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { usePortalList } from "../accounts/use-portal-list.ts";
import { formatCalendarDate, formatQuoteDate } from "../quotes/quote-format.ts";
import { FileLinks } from "../uploads/FileLinks.tsx";

/** The portal tab of warranty claims (the spec's tab value, ROUTE-03). */
export const WARRANTY_TAB = "my-warranty-claims";
const CLAIM_PATH = "/warranty-claim";

const statusTone: Record<WarrantyStatus, BadgeTone> = {
  SUBMITTED: "slate",
  UNDER_REVIEW: "amber",
  APPROVED: "green",
  DENIED: "red",
};

/**
 * `my-warranty-claims` (WARR-01, WARR-03, API-36): the caller's claims in the working account with
 * their status (the RMA once approved, the reason once denied), photos and dates. A failure: "Could
 * not load warranty claims".
 */
export function WarrantyClaimsTab() {
  const local = useHydrated();
  const { state, reload } = usePortalList(
    "/api/user-service/warranty-claims",
    warrantyClaimList,
    warrantyMessages.loadFailed,
  );
  if (state.status === "loading") return <p className="text-slate-600">Loading warranty claims…</p>;
  if (state.status === "error")
    return <ListLoadFailed message={warrantyMessages.loadFailed} onRetry={reload} />;
  const { claims } = state.list;
  if (claims.length === 0) {
    return (
      <EmptyList
        icon={<FileWarning aria-hidden size={36} className="mx-auto text-slate-400" />}
        title="No warranty claims yet."
        body="A product of your order failed? File a claim with photos and we review it."
        action={{ label: "File a warranty claim", to: CLAIM_PATH }}
      />
    );
  }
  return (
    <div>
      <Link to={CLAIM_PATH} className={`${primaryButton} mb-4`}>
        File a warranty claim
      </Link>
      <ul className="space-y-3" aria-label="Warranty claims">
        {claims.map((claim) => (
          <li key={claim.rid} className={cardClass} data-testid="warranty-claim" data-rid={claim.rid}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-bold break-words text-brand-navy">
                  {claim.number} · {claim.sku} × {claim.quantity}
                </p>
                <p className="text-sm break-words text-slate-600">
                  {claim.productName} · {claim.referenceKind === "ORDER" ? "Order" : "Invoice"}{" "}
                  {claim.reference}
                </p>
                <p className="text-xs text-slate-500">
                  Filed {formatQuoteDate(claim.createdAt, local)} · installed{" "}
                  {formatCalendarDate(claim.installDate)}
                  {claim.updatedAt !== claim.createdAt
                    ? ` · updated ${formatQuoteDate(claim.updatedAt, local)}`
                    : ""}
                </p>
              </div>
              <span data-testid="warranty-status" data-status={claim.status}>
                <Badge tone={statusTone[claim.status]}>{warrantyStatusLabels[claim.status]}</Badge>
              </span>
            </div>
            <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">
              {claim.failureDescription}
            </p>
            {claim.status === "APPROVED" && claim.rmaNumber && (
              <p className="mt-2 text-sm font-semibold text-slate-800">
                RMA number: <span data-testid="warranty-rma">{claim.rmaNumber}</span>
              </p>
            )}
            {claim.status === "DENIED" && claim.reason && (
              <p className="mt-2 text-sm break-words text-slate-800">
                <span className="font-semibold">Reason:</span> {claim.reason}
              </p>
            )}
            <FileLinks files={claim.photos} label="Photos" />
          </li>
        ))}
      </ul>
    </div>
  );
}
