import type { AuditEntry } from "../../../server/modules/audit/index.ts";

/** When an entry was made, in the staff member's words: date and time, UTC. */
export function auditTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });
}

/** What changed, field by field, where the entry kept a before and an after. */
function changedFields(before: unknown, after: unknown): { field: string; from: string; to: string }[] {
  if (typeof before !== "object" || before === null || typeof after !== "object" || after === null) return [];
  const show = (value: unknown) =>
    value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields]
    .filter(
      (field) =>
        JSON.stringify((before as Record<string, unknown>)[field]) !==
        JSON.stringify((after as Record<string, unknown>)[field]),
    )
    .map((field) => ({
      field,
      from: show((before as Record<string, unknown>)[field]),
      to: show((after as Record<string, unknown>)[field]),
    }));
}

/**
 * Issue 33 item 6: one object's history of staff actions, newest first, as its console page shows
 * it: who, when, from where, what, and the fields that changed.
 */
export function AuditTrail({ entries, title = "History" }: { entries: AuditEntry[]; title?: string }) {
  return (
    <section aria-labelledby="audit-trail-title" className="rounded border border-slate-200 bg-white p-4">
      <h2 id="audit-trail-title" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No staff action has been recorded on this yet.</p>
      ) : (
        <ol className="mt-3 space-y-3" data-testid="audit-trail">
          {entries.map((entry) => {
            const changes = changedFields(entry.before, entry.after);
            return (
              <li key={entry.id} className="border-l-2 border-slate-300 pl-3 text-sm">
                <p className="font-medium text-slate-900">{entry.summary}</p>
                <p className="text-slate-600">
                  {entry.staffName} ({entry.staffEmail}) · {auditTime(entry.at)} · from {entry.ip}
                </p>
                {changes.length > 0 && (
                  <ul className="mt-1 text-slate-700">
                    {changes.map((change) => (
                      <li key={change.field} className="break-words">
                        <span className="font-mono text-xs">{change.field}</span>: {change.from} → {change.to}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
