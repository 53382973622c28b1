import { LayoutGrid } from "lucide-react";
import { Link } from "react-router";
import {
  type LayoutStatus,
  layoutMessages,
  layoutRequestList,
  layoutStatusLabels,
} from "../../../lib/layouts/contract.ts";
import { LAYOUT_REQUEST_PATH } from "../../../lib/shared/contact-links.ts";
import { Badge, type BadgeTone } from "../../components/ui/Badge.tsx";
import { EmptyList, ListLoadFailed } from "../accounts/PortalListStates.tsx";
import { cardClass, primaryButton } from "../accounts/styles.ts";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { usePortalList } from "../accounts/use-portal-list.ts";
import { formatCalendarDate, formatQuoteDate } from "../quotes/quote-format.ts";
import { FileLinks } from "../uploads/FileLinks.tsx";

/** The portal tab of lighting layout requests (the spec's tab value, ROUTE-03). */
export const LAYOUTS_TAB = "my-lighting-layouts";

const statusTone: Record<LayoutStatus, BadgeTone> = {
  RECEIVED: "slate",
  IN_DESIGN: "amber",
  COMPLETED: "green",
};

/**
 * `my-lighting-layouts` (LAYOUT-01, LAYOUT-04, API-33): the caller's requests with their status and,
 * once completed, the layouts the design team returned. A failure: "Could not load lighting layouts".
 */
export function LayoutsTab() {
  const local = useHydrated();
  const { state, reload } = usePortalList(
    "/api/user-service/lighting-layouts",
    layoutRequestList,
    layoutMessages.loadFailed,
  );

  if (state.status === "loading") return <p className="text-slate-600">Loading lighting layouts…</p>;
  if (state.status === "error")
    return <ListLoadFailed message={layoutMessages.loadFailed} onRetry={reload} />;
  const { layouts } = state.list;
  if (layouts.length === 0) {
    return (
      <EmptyList
        icon={<LayoutGrid aria-hidden size={36} className="mx-auto text-slate-400" />}
        title="No lighting layouts yet."
        body="Send us your floor plans and our design team prepares a layout."
        action={{ label: "Request a lighting layout", to: LAYOUT_REQUEST_PATH }}
      />
    );
  }
  return (
    <div>
      <Link to={LAYOUT_REQUEST_PATH} className={`${primaryButton} mb-4`}>
        Request a lighting layout
      </Link>
      <ul className="space-y-3" aria-label="Lighting layout requests">
        {layouts.map((layout) => (
          <li key={layout.rid} className={cardClass} data-testid="layout-request" data-rid={layout.rid}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-bold break-words text-brand-navy">{layout.projectName}</p>
                <p className="text-sm break-words text-slate-600">
                  {layout.number} · {layout.spaceType} · {layout.siteAddress}
                </p>
                <p className="text-xs text-slate-500">
                  Sent {formatQuoteDate(layout.createdAt, local)}
                  {layout.dueDate ? ` · due ${formatCalendarDate(layout.dueDate)}` : ""}
                </p>
              </div>
              <span data-testid="layout-status" data-status={layout.status}>
                <Badge tone={statusTone[layout.status]}>{layoutStatusLabels[layout.status]}</Badge>
              </span>
            </div>
            <FileLinks files={layout.plans} label="Your floor plans" />
            <FileLinks files={layout.layouts} label="Your lighting layouts" />
          </li>
        ))}
      </ul>
    </div>
  );
}
