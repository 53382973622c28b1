import { Briefcase, MapPin } from "lucide-react";
import { formatLongDate } from "../../../lib/shared/format.ts";
import type { OpeningSummary } from "../../../server/modules/content/index.ts";

/** A date as the page says it: "November 12, 2026". */
export const longDate = formatLongDate;

/** Where and how an opening works (location, employment type), on the list and on its page. */
export function OpeningFacts({
  opening,
  compact,
}: {
  opening: Pick<OpeningSummary, "location" | "employmentType">;
  compact?: boolean;
}) {
  return (
    <p className={`mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-600 ${compact ? "text-sm" : ""}`}>
      <span className="inline-flex items-center gap-1">
        <MapPin size={14} aria-hidden className="shrink-0 text-brand-green" />
        <span className="sr-only">Location: </span>
        {opening.location}
      </span>
      <span className="inline-flex items-center gap-1">
        <Briefcase size={14} aria-hidden className="shrink-0 text-brand-green" />
        <span className="sr-only">Employment type: </span>
        {opening.employmentType}
      </span>
    </p>
  );
}
