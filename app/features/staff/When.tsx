import { formatPortalDate } from "../../../lib/shared/format.ts";

/** A moment in a console table: the date, and the time (UTC) under it, so the column stays narrow. */
export function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="block whitespace-nowrap">
      {formatPortalDate(iso)}
      <span className="block text-xs text-slate-600">{iso.slice(11, 16)} UTC</span>
    </time>
  );
}
