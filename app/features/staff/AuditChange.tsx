/** A value of an entry's before or after, as JSON a person reads (none: "—"). */
function shown(value: unknown): string {
  return value === null || value === undefined ? "—" : JSON.stringify(value, null, 2);
}

/**
 * Issue 33 item 6: one log entry's before and after, folded away until asked for (a disclosure
 * button, keyboard and screen-reader friendly without script).
 */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  if ((before === null || before === undefined) && (after === null || after === undefined)) {
    return <span className="text-slate-500">—</span>;
  }
  return (
    <details className="max-w-[28rem]">
      <summary className="cursor-pointer whitespace-nowrap font-semibold text-brand-navy">
        Before / after
      </summary>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {(
          [
            ["Before", before],
            ["After", after],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
            <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-100 p-2 text-xs text-slate-800">
              {shown(value)}
            </pre>
          </div>
        ))}
      </div>
    </details>
  );
}
